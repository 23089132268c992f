import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll } from 'vitest';
import type { ReferenceServerOptions, RunningReferenceServer } from '../../server/reference-server';
import { ROOT } from '../support/project-root';
import { startTestServer } from '../support/test-server';

export interface CliRun {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

export interface TestBackend {
  readonly server: RunningReferenceServer;
  /** A temporary folder for the tests' session and answers files. */
  readonly folder: string;
}

/** A reference backend of the test file's own, on a free loopback port: started before its tests, stopped after them. */
export const useTestBackend = (folderPrefix: string, options: Partial<ReferenceServerOptions> = {}): TestBackend => {
  const backend = {} as { server: RunningReferenceServer; folder: string };
  beforeAll(async () => {
    backend.server = await startTestServer(options);
    backend.folder = mkdtempSync(join(tmpdir(), folderPrefix));
  });
  afterAll(async () => {
    await backend.server.close();
  });
  return backend;
};

export interface CliOptions {
  /** Variables added to (or, when undefined, removed from) the CLI's environment. */
  readonly env?: Readonly<Record<string, string | undefined>>;
  /** What is piped to its stdin. */
  readonly input?: string;
  readonly cwd?: string;
}

/** Starts the CLI from source in a process of its own (tsx by its path, so it runs from any folder). */
export const spawnCli = (options: CliOptions, ...args: string[]) => {
  const env = Object.fromEntries(Object.entries({ ...process.env, NO_COLOR: '1', ...options.env }).filter(([, value]) => value !== undefined));
  const tsx = pathToFileURL(join(ROOT, 'node_modules/tsx/dist/loader.mjs')).href;
  return spawn(process.execPath, ['--import', tsx, join(ROOT, 'adapters/cli/main.ts'), ...args], { cwd: options.cwd ?? ROOT, env });
};

/** Runs the CLI from source with `options`: what it prints and its exit code. */
export const runCliWith = (options: CliOptions, ...args: string[]): Promise<CliRun> =>
  new Promise((resolve, reject) => {
    const child = spawnCli(options, ...args);
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? -1, stdout, stderr }));
    child.stdin.end(options.input ?? '');
  });

/** Runs the CLI as an integrator would: its own process, over HTTP to `server`, with a session file of its own. */
export const runCli = (server: RunningReferenceServer, sessionFile: string, ...args: string[]): Promise<CliRun> =>
  runCliWith({ env: { VIREO_API: server.apiBase(), VIREO_SESSION_FILE: sessionFile } }, ...args);

/** The tables a patient's actions write to, each with how many rows it holds. */
const PATIENT_TABLES = [
  'identities',
  'users',
  'patients',
  'subscriptions',
  'online_visit_logs',
  'files',
  'charges',
  'orders',
  'chats',
  'chat_messages',
] as const;

/** How many records of each kind the backend holds, read from its store. */
export const recordCounts = async (server: RunningReferenceServer): Promise<Record<(typeof PATIENT_TABLES)[number], number>> => {
  const counts = await Promise.all(
    PATIENT_TABLES.map(
      async (table) =>
        [table, (await server.context.db.query<{ count: number }>(`select count(*)::integer as count from ${table}`)).rows[0]?.count ?? 0] as const,
    ),
  );
  return Object.fromEntries(counts) as Record<(typeof PATIENT_TABLES)[number], number>;
};

/** A subscription's charges and orders, from the store: what a registration must not leave half-made. */
export const moneyRecordsOf = async (server: RunningReferenceServer, subscriptionId: string) => {
  const query = (table: 'charges' | 'orders') =>
    server.context.db.query<{ status: string }>(`select status from ${table} where subscription_id = $1 order by created_at`, [subscriptionId]);
  const [charges, orders] = await Promise.all([query('charges'), query('orders')]);
  return { charges: charges.rows.map((row) => row.status), orders: orders.rows.map((row) => row.status) };
};
