import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningReferenceServer } from '../../server/reference-server';
import { rawApi } from '../support/raw-api';
import { startTestServer } from '../support/test-server';

/**
 * Issue 18, item 2: text Postgres cannot store (U+0000, a lone UTF-16 surrogate) is refused by the
 * contract validator with a 400 naming the field, in a body, a query string or a path: never a 500.
 */
let server: RunningReferenceServer;
let api: ReturnType<typeof rawApi>;
let token: string;
let userId: string;
let chatId: string;
let patientId: string;

const UNSTORABLE = { 'a NUL character': 'a\u0000b', 'a lone high surrogate': 'x\ud800', 'a lone low surrogate': '\udc00y' } as const;

beforeAll(async () => {
  server = await startTestServer();
  api = rawApi(server);
  token = (await api.signInDemo()).accessToken;
  const me = await api.call('GET', '/me', { token });
  userId = String(me.body.data?.[0]?._id);
  patientId = String((me.body.data?.[0]?.patient as { _id: string })._id);
  chatId = String((await api.call('GET', '/api/chats', { token })).body.data?.[0]?._id);
});
afterAll(async () => {
  await server.close();
});

describe.each(Object.entries(UNSTORABLE))('%s', (_name, text) => {
  const cases: [string, string, () => string, Record<string, unknown>, string][] = [
    ['a name', 'PUT', () => `/api/user/${userId}`, { firstName: text }, 'firstName'],
    ['a chat message', 'POST', () => `/api/chat/${chatId}/messages`, { message: text }, 'message'],
    ['a question to the doctor', 'POST', () => '/api/chat/question-to-doctor', { category: 'other', message: text }, 'message'],
    ['an address', 'PUT', () => `/api/patient/${patientId}`, { shipping: { city: text } }, 'shipping.city'],
    ['a sign-in password', 'POST', () => '/identity/sign-in', { email: 'nobody@example.com', password: `Pass1${text}` }, 'password'],
  ];
  it.each(cases)('in %s is a 400 naming the field', async (_what, method, path, body, field) => {
    const answer = await api.call(method, path(), { token, body });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(`Invalid body: '${field}' contains a character that cannot be stored (a NUL or an unpaired surrogate)`);
  });

  it('as an object key is a 400 too', async () => {
    const answer = await api.call('POST', `/api/chat/${chatId}/messages`, { token, body: { [`message${text}`]: 'hello' } });
    expect(answer.status).toBe(400);
  });
});

it('an emoji (a surrogate pair) is stored as sent', async () => {
  const answer = await api.call('POST', `/api/chat/${chatId}/messages`, { token, body: { message: 'thanks 😀' } });
  expect(answer.status).toBe(201);
});

describe('in the address of a request', () => {
  it('a NUL in a query string is a 400 naming the parameter', async () => {
    const answer = await api.call('GET', '/get-medications?search=a%00b');
    expect(answer).toMatchObject({
      status: 400,
      body: { message: "Invalid query: 'search' contains a character that cannot be stored (a NUL or an unpaired surrogate)" },
    });
  });

  it('a NUL or broken percent-encoding in a path is a 400', async () => {
    expect((await api.call('GET', '/api/user/avatar/a%00b', { token })).status).toBe(400);
    expect((await api.call('GET', '/api/user/avatar/%ED%A0%80', { token })).status).toBe(400);
    expect((await api.call('GET', '/api/user/avatar/%E0%A4%A', { token })).status).toBe(400);
  });
});
