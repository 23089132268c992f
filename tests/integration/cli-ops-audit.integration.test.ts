import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningReferenceServer } from '../../server/reference-server';
import { DEMO_ACCOUNTS } from '../../server/seed/seed-demo-data';
import { startTestServer } from '../support/test-server';
import { runCli } from './cli-harness';

/** `npm run cli -- ops audit --patient <e-mail>`: an operator reads who reached a patient's health data. */
let server: RunningReferenceServer;
let withoutOps: RunningReferenceServer;
let folder: string;

beforeAll(async () => {
  [server, withoutOps] = await Promise.all([startTestServer({ ops: true }), startTestServer({ seed: false })]);
  folder = mkdtempSync(join(tmpdir(), 'cli-ops-audit-'));
});
afterAll(async () => {
  await Promise.all([server.close(), withoutOps.close()]);
});

describe('ops audit', () => {
  it("lists a patient's audit entries, newest first, as a table and as JSON", async () => {
    const session = join(folder, 'patient.json');
    expect((await runCli(server, session, 'login', '--email', DEMO_ACCOUNTS.patient.email, '--password', DEMO_ACCOUNTS.patient.password)).code).toBe(0);
    expect((await runCli(server, session, 'orders', 'list')).code).toBe(0);

    const audit = await runCli(server, join(folder, 'operator.json'), 'ops', 'audit', '--patient', DEMO_ACCOUNTS.patient.email, '--limit', '5');
    expect(audit.code).toBe(0);
    expect(audit.stdout).toMatch(/^WHEN \(UTC\)\s+WHO\s+ACTOR\s+ACTION\s+RESOURCE\s+RESOURCE ID\s+OPERATION\s+OUTCOME\n/);
    expect(audit.stdout).toMatch(/patient\s+[a-f0-9]{24}\s+read\s+order\s+-\s+listOrders\s+200/);

    const json = await runCli(server, join(folder, 'operator.json'), 'ops', 'audit', '--patient', DEMO_ACCOUNTS.patient.email, '--json');
    const entries = JSON.parse(json.stdout) as { operation: string; actorKind: string }[];
    expect(entries.length).toBeGreaterThan(1);
    expect(entries).toContainEqual(expect.objectContaining({ operation: 'listOrders', actorKind: 'patient' }));
  });

  it('says what is wrong: an unknown patient, a bad limit, a server without operator routes', async () => {
    const operator = join(folder, 'operator.json');
    expect(await runCli(server, operator, 'ops', 'audit', '--patient', 'nobody.audit@example.com')).toMatchObject({
      code: 4,
      stderr: 'Error: No patient has this e-mail\n',
    });
    expect(await runCli(server, operator, 'ops', 'audit', '--patient', DEMO_ACCOUNTS.patient.email, '--limit', '0')).toMatchObject({ code: 2 });
    expect(await runCli(withoutOps, operator, 'ops', 'audit', '--patient', DEMO_ACCOUNTS.patient.email)).toMatchObject({
      code: 4,
      stderr: expect.stringContaining('start the reference backend with --ops'),
    });
  });
});
