import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll } from 'vitest';
import type { RunningReferenceServer } from '../../server/reference-server';
import { ROOT } from '../architecture/import-graph';
import { startTestServer } from '../support/test-server';

const run = promisify(execFile);

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
export const useTestBackend = (folderPrefix: string): TestBackend => {
  const backend = {} as { server: RunningReferenceServer; folder: string };
  beforeAll(async () => {
    backend.server = await startTestServer();
    backend.folder = mkdtempSync(join(tmpdir(), folderPrefix));
  });
  afterAll(async () => {
    await backend.server.close();
  });
  return backend;
};

/** Runs the CLI as an integrator would: its own process, over HTTP to `server`, with a session file of its own. */
export const runCli = async (server: RunningReferenceServer, sessionFile: string, ...args: string[]): Promise<CliRun> => {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'adapters/cli/main.ts', ...args], {
      cwd: ROOT,
      env: { ...process.env, VIREO_API: server.apiBase(), VIREO_SESSION_FILE: sessionFile, NO_COLOR: '1' },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as CliRun;
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
};

/** The tables a patient's actions write to, each with how many rows it holds. */
const PATIENT_TABLES = ['identities', 'users', 'patients', 'subscriptions', 'online_visit_logs', 'files', 'charges', 'orders', 'chats', 'chat_messages'] as const;

/** How many records of each kind the backend holds, read from its store. */
export const recordCounts = async (server: RunningReferenceServer): Promise<Record<(typeof PATIENT_TABLES)[number], number>> => {
  const counts = await Promise.all(
    PATIENT_TABLES.map(async (table) => [table, (await server.context.db.query<{ count: number }>(`select count(*)::integer as count from ${table}`)).rows[0]?.count ?? 0] as const),
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
