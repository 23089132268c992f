import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMIT_RULES } from '../../server/rate-limits/rate-limit-rules';
import type { RunningReferenceServer } from '../../server/reference-server';
import { stripedPng } from '../support/png';
import { rawApi } from '../support/raw-api';
import { startTestServer } from '../support/test-server';

/**
 * Issue 18, item 5: the public account operations, uploads and chat sends are rate limited per client
 * address and per e-mail, with the people-sized limits a real server runs (not a test server's scaled
 * ones), answered 429 with Retry-After, and lifted when the window has passed.
 */
let server: RunningReferenceServer;
let api: ReturnType<typeof rawApi>;
let clock = Date.UTC(2030, 6, 1, 9, 0, 0);

/** How many of `count` calls made one after the other are answered before the first 429, and that 429. */
const until429 = async (count: number, call: (n: number) => Promise<{ status: number; headers: Headers; body: { message?: string } }>) => {
  let answered = 0;
  for (let n = 0; n < count; n += 1) {
    const answer = await call(n);
    if (answer.status === 429) return { answered, refusal: answer };
    answered += 1;
  }
  return { answered, refusal: null };
};

beforeAll(async () => {
  server = await startTestServer({ now: () => clock, rateLimits: {} });
  api = rawApi(server);
});
afterAll(async () => {
  await server.close();
});

describe('the existence check', () => {
  it('answers a burst of 100 lookups from one address only up to its limit, then 429 with Retry-After', async () => {
    const { answered, refusal } = await until429(100, (n) => api.call('GET', `/api/check-exist-cognito-user?email=probe${n}%40example.com`));
    expect(answered).toBe(RATE_LIMIT_RULES.accountLookup.perAddress.limit);
    expect(refusal?.body.message).toBe('Too many requests: please try again in 15 minutes.');
    expect(Number(refusal?.headers.get('retry-after'))).toBe(15 * 60);
    clock += RATE_LIMIT_RULES.accountLookup.perAddress.windowMs;
    expect((await api.call('GET', '/api/check-exist-cognito-user?email=probe%40example.com')).status).toBe(200);
  });
});

describe('sign-up and sign-in', () => {
  it('lets a family of five sign up from one address', async () => {
    for (const member of ['ann', 'ben', 'cal', 'dee', 'eve']) {
      expect((await api.call('POST', '/identity/sign-up', { body: { email: `${member}.family@example.com`, password: 'Family12345' } })).status).toBe(201);
    }
  });

  it('limits sign-ups per address', async () => {
    const { answered } = await until429(40, (n) => api.call('POST', '/identity/sign-up', { body: { email: `bulk${n}@example.com`, password: 'Bulk123456' } }));
    expect(answered).toBe(RATE_LIMIT_RULES.signUp.perAddress.limit - 5);
  });

  it('limits sign-ins per e-mail, right password or not, while another e-mail goes on', async () => {
    const { answered, refusal } = await until429(30, () =>
      api.call('POST', '/identity/sign-in', { body: { email: 'ann.family@example.com', password: 'Family12345' } }),
    );
    expect(answered).toBe(RATE_LIMIT_RULES.signIn.perEmail.limit);
    expect(Number(refusal?.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await api.call('POST', '/identity/sign-in', { body: { email: 'ben.family@example.com', password: 'Family12345' } })).status).toBe(200);
  });
});

describe('password reset', () => {
  it('limits the mails asked for one e-mail, known or not, alike', async () => {
    for (const email of ['cal.family@example.com', 'nobody.reset@example.com']) {
      const { answered } = await until429(10, () => api.call('POST', '/api/user/send-reset-pass', { body: { email } }));
      expect(answered).toBe(RATE_LIMIT_RULES.passwordReset.perEmail.limit);
    }
  });
});

describe('uploads and chat sends', () => {
  it('limits the uploads of one patient', async () => {
    clock += 2 * 60 * 60 * 1000;
    const patient = await api.newPatient('uploads.limited@example.com');
    const photo = new Uint8Array(stripedPng(32, 32));
    const { answered } = await until429(80, async () => {
      const form = new FormData();
      form.append('file', new Blob([photo]), 'me.png');
      const response = await fetch(`${server.apiBase()}/api/user/setAvatar`, {
        method: 'POST',
        headers: { authorization: `Bearer ${patient.accessToken}` },
        body: form,
      });
      return { status: response.status, headers: response.headers, body: (await response.json()) as { message?: string } };
    });
    expect(answered).toBe(RATE_LIMIT_RULES.upload.perEmail.limit);
  });

  it('limits the chat messages of one patient', async () => {
    const patient = await api.newPatient('chat.limited@example.com');
    const { answered } = await until429(80, (n) =>
      api.call('POST', '/api/chat/question-to-doctor', { token: patient.accessToken, body: { category: 'other', message: `message ${n}` } }),
    );
    expect(answered).toBe(RATE_LIMIT_RULES.chatSend.perEmail.limit);
  });
});
