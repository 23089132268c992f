import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../server/seed/seed-demo-data';
import { runCliWith, spawnCli, useTestBackend } from './cli-harness';

const backend = useTestBackend('cli-watch-', { ops: true });

const operator = (path: string, body: unknown) =>
  fetch(`${backend.server.apiBase()}/_ops/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('`watch --json` (issue 20, defect 4)', () => {
  it('prints one compact JSON object per line (NDJSON), each line parseable on its own', async () => {
    const env = {
      VIREO_API: backend.server.apiBase(),
      VIREO_SESSION_FILE: join(backend.folder, 'watch.session.json'),
      VIREO_PASSWORD: DEMO_ACCOUNTS.patient.password,
    };
    expect((await runCliWith({ env }, 'login', '--email', DEMO_ACCOUNTS.patient.email)).code).toBe(0);
    const watch = spawnCli({ env }, 'watch', '--json', '--seconds', '6');
    let stdout = '';
    const connected = new Promise<void>((resolve) =>
      watch.stdout.on('data', (chunk: Buffer) => {
        stdout += chunk.toString();
        if (stdout.includes('\n')) resolve();
      }),
    );
    const exited = new Promise<number | null>((resolve) => watch.on('close', resolve));
    await connected;
    expect((await operator('support-reply', { patientEmail: DEMO_ACCOUNTS.patient.email, message: 'Your question is answered.' })).status).toBe(201);
    expect((await operator('notices', { patientEmail: DEMO_ACCOUNTS.patient.email, message: 'Your order has shipped.', type: 'order' })).status).toBe(201);
    expect(await exited).toBe(0);

    const lines = stdout.trimEnd().split('\n');
    const events = lines.map((line) => JSON.parse(line) as { kind: string });
    expect(events.map((event) => event.kind)).toEqual(expect.arrayContaining(['open', 'new-message', 'notification']));
    expect(events[0]).toEqual({ kind: 'open', reconnected: false });
  });
});
