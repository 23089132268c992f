import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReferenceServer, type RunningReferenceServer } from '../reference-server';
import { RESET_LINK_TTL_MS, RESET_RESEND_INTERVAL_MS } from './password-reset';
import { LOCKOUT_WINDOW_MS } from './sign-in-lockout';

/** The reset link's life and the sign-in lockout, on a server whose clock the test moves. */
let server: RunningReferenceServer;
let clock = Date.UTC(2030, 0, 15, 9, 0, 0);
const logLines: string[] = [];

const call = async (method: string, path: string, body?: unknown, token?: string) => {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${server.apiBase()}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as { message?: string; data?: Record<string, unknown>[] } };
};

const requestReset = (email: string) => call('POST', '/api/user/send-reset-pass', { email });
const checkToken = (token: string) => call('POST', '/api/check-token', { token });
const signIn = (email: string, password: string) => call('POST', '/identity/sign-in', { email, password });

const mailsTo = (email: string): string[] =>
  readdirSync(server.context.outboxDir)
    .sort()
    .map((file) => readFileSync(join(server.context.outboxDir, file), 'utf8'))
    .filter((mail) => mail.includes(`To: ${email}\r\n`));
const latestToken = (email: string): string => /\/new-password\/[^/\s]+\/([A-Za-z0-9_-]{43})/.exec(mailsTo(email).at(-1) ?? '')?.[1] ?? '';

beforeAll(async () => {
  server = await startReferenceServer({
    dataDir: null,
    ports: [0],
    validateResponses: true,
    seed: false,
    now: () => clock,
    log: (line) => logLines.push(line),
  });
  await call('POST', '/identity/sign-up', { email: 'reset.clock@example.com', password: 'Original123' });
});
afterAll(async () => {
  await server.close();
});

describe('password reset links', () => {
  it('writes the mail to the outbox, and only its file name to the log (issue 18 item 7)', async () => {
    await requestReset('reset.clock@example.com');
    const [mail] = mailsTo('reset.clock@example.com');
    expect(mail).toContain('Subject: Reset your password\r\n');
    const token = latestToken('reset.clock@example.com');
    const [file] = readdirSync(server.context.outboxDir);
    expect(logLines).toEqual([`password reset mail written to the outbox: ${file}`]);
    expect(logLines.join('\n')).not.toContain(token);
    expect(logLines.join('\n')).not.toContain('reset.clock');
  });

  it('sends at most one mail a minute, and only the latest link works', async () => {
    const first = latestToken('reset.clock@example.com');
    clock += RESET_RESEND_INTERVAL_MS - 1_000;
    await requestReset('reset.clock@example.com');
    expect(latestToken('reset.clock@example.com')).toBe(first);
    clock += 1_000;
    await requestReset('reset.clock@example.com');
    const second = latestToken('reset.clock@example.com');
    expect(second).not.toBe(first);
    expect((await checkToken(first)).status).toBe(400);
    expect((await checkToken(second)).status).toBe(200);
  });

  it('expires a link after an hour', async () => {
    const token = latestToken('reset.clock@example.com');
    const checked = await checkToken(token);
    expect(checked.body.data?.[0]?.expiresAt).toBe(new Date(clock + RESET_LINK_TTL_MS).toISOString());
    clock += RESET_LINK_TTL_MS;
    expect((await checkToken(token)).status).toBe(400);
    expect((await call('POST', '/api/user/reset-pass', { token, newPassword: 'TooLate123' })).status).toBe(400);
    expect((await signIn('reset.clock@example.com', 'Original123')).status).toBe(200);
  });
});

describe('sign-in lockout', () => {
  it('lifts when the oldest failure is 15 minutes old', async () => {
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await signIn('reset.clock@example.com', 'Wrong12345')).status).toBe(401);
      clock += 60_000;
    }
    // The first failure was 10 minutes ago: five more to wait.
    expect(await signIn('reset.clock@example.com', 'Original123')).toMatchObject({
      status: 429,
      body: { message: 'Too many failed sign-in attempts. Please try again in 5 minutes, or reset your password.' },
    });
    clock += LOCKOUT_WINDOW_MS - 10 * 60_000;
    expect((await signIn('reset.clock@example.com', 'Original123')).status).toBe(200);
  });

  it('counts wrong current passwords on a password change too', async () => {
    const tokens = (await signIn('reset.clock@example.com', 'Original123')).body.data?.[0] as { accessToken: string };
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const wrong = await call('PUT', '/api/user/change-pass', { currentPassword: 'Guess12345', newPassword: 'Next12345' }, tokens.accessToken);
      expect(wrong.status).toBe(403);
    }
    expect((await call('PUT', '/api/user/change-pass', { currentPassword: 'Original123', newPassword: 'Next12345' }, tokens.accessToken)).status).toBe(429);
    expect((await signIn('reset.clock@example.com', 'Original123')).status).toBe(429);
  });
});
