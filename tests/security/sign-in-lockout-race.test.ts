import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawApi } from '../support/raw-api';
import { startTestServer } from '../support/test-server';
import type { RunningReferenceServer } from '../../server/reference-server';
import { MAX_FAILED_SIGN_INS } from '../../server/identity/sign-in-lockout';

/** Issue 18, item 3: the lockout holds under concurrent guesses, because each attempt is recorded before the password is checked. */
let server: RunningReferenceServer;
let api: ReturnType<typeof rawApi>;

beforeAll(async () => {
  server = await startTestServer({ seed: false });
  api = rawApi(server);
  await api.call('POST', '/identity/sign-up', { body: { email: 'raced@example.com', password: 'Correct123' } });
});
afterAll(async () => {
  await server.close();
});

describe('the sign-in lockout under concurrent guesses', () => {
  it('checks at most the limit of 30 wrong passwords sent at once; the rest are refused with 429', async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, n) => api.call('POST', '/identity/sign-in', { body: { email: 'raced@example.com', password: `Guess${n}1234` } })),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(MAX_FAILED_SIGN_INS);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30 - MAX_FAILED_SIGN_INS);
    // The right password is refused too while the lockout lasts, with when to try again.
    const refused = await api.call('POST', '/identity/sign-in', { body: { email: 'raced@example.com', password: 'Correct123' } });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
  });

  it('holds for an unknown e-mail alike', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => api.call('POST', '/identity/sign-in', { body: { email: 'nobody.raced@example.com', password: 'Guess12345' } })),
    );
    expect(answers.filter((answer) => answer.status === 401)).toHaveLength(MAX_FAILED_SIGN_INS);
  });
});
