import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningReferenceServer } from '../../server/reference-server';
import { DEMO_ACCOUNTS } from '../../server/seed/seed-demo-data';
import { ROOT } from '../architecture/import-graph';
import { startTestServer } from '../support/test-server';

const run = promisify(execFile);
let server: RunningReferenceServer;
let sessionFile: string;

/** Runs the CLI as an integrator would: a separate process talking HTTP to the reference backend. */
const cli = async (...args: string[]) => {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'adapters/cli/main.ts', ...args], {
      cwd: ROOT,
      env: { ...process.env, VIREO_API: server.apiBase(), VIREO_SESSION_FILE: sessionFile, NO_COLOR: '1' },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
};

beforeAll(async () => {
  server = await startTestServer();
  sessionFile = join(mkdtempSync(join(tmpdir(), 'cli-')), 'session.json');
});
afterAll(async () => {
  await server.close();
});

describe('the CLI against a running reference backend', () => {
  it('signs in and lists subscriptions with their display status, as a table and as JSON', async () => {
    const login = await cli('login', '--email', DEMO_ACCOUNTS.patient.email, '--password', DEMO_ACCOUNTS.patient.password);
    expect(login).toMatchObject({ code: 0, stdout: expect.stringContaining('Signed in as Jordan Demo') });
    const list = await cli('subscriptions', 'list');
    expect(list.code).toBe(0);
    expect(list.stdout).toMatch(/TREATMENT\s+PRODUCT\s+STATUS/);
    expect(list.stdout).toMatch(/Erectile dysfunction\s+\S.*\s+Active/);
    const json = await cli('subscriptions', 'list', '--json');
    expect(JSON.parse(json.stdout)).toContainEqual(expect.objectContaining({ productType: 'ed', displayStatus: 'Active' }));
  });

  it('gives scripts distinct exit codes: auth 3, usage 2', async () => {
    expect(await cli('login', '--email', DEMO_ACCOUNTS.patient.email, '--password', 'wrong-Pass1')).toMatchObject({
      code: 3,
      stderr: expect.stringContaining('Incorrect e-mail or password'),
    });
    expect(await cli('login', '--email', DEMO_ACCOUNTS.doctor.email, '--password', DEMO_ACCOUNTS.doctor.password)).toMatchObject({
      code: 3,
      stderr: expect.stringContaining('Wrong User!'),
    });
    expect(await cli('subscriptions', 'list')).toMatchObject({ code: 3, stderr: expect.stringContaining('Not signed in') });
    expect(await cli('no-such-command')).toMatchObject({ code: 2, stderr: expect.stringContaining('Unknown command') });
    expect(await cli('login', '--email', 'a@example.com')).toMatchObject({ code: 2, stderr: expect.stringContaining('Missing --password') });
  });
});
