import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A reference backend a benchmark started in a process of its own, on a fresh seeded database. */
export interface ChildServer {
  /** The main brand's origin (the women's brand listens on the next port). */
  readonly origin: string;
  stop(): void;
}

const waitForServer = async (origin: string, server: ChildProcess) => {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    if (server.exitCode != null) throw new Error(`The server stopped (exit ${server.exitCode})`);
    try {
      if ((await fetch(`${origin}/config.json`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`No server answered at ${origin}`);
};

/**
 * Starts `server/main.ts` serving the built app at `appDir` on `port` and the next, in a temporary data folder
 * (removed by `stop`), seeded with the demo accounts; `ops` adds the operator routes. In a process of its own,
 * so the benchmark's work (Lighthouse's, a browser driver's) never delays the server's answers, which a
 * benchmark would count as the app's.
 */
export const startChildServer = async ({ port, appDir, ops = false }: { port: number; appDir: string; ops?: boolean }): Promise<ChildServer> => {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-server-'));
  const args = [
    '--import',
    'tsx',
    'server/main.ts',
    '--data-dir',
    dataDir,
    '--reset',
    '--app-dir',
    appDir,
    '--main-port',
    String(port),
    '--women-port',
    String(port + 1),
  ];
  const server = spawn(process.execPath, ops ? [...args, '--ops'] : args, { stdio: ['ignore', 'ignore', 'inherit'] });
  const stop = () => {
    server.kill();
    rmSync(dataDir, { recursive: true, force: true });
  };
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitForServer(origin, server);
  } catch (error) {
    stop();
    throw error;
  }
  return { origin, stop };
};
