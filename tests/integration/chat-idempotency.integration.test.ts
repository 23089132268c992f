import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningReferenceServer } from '../../server/reference-server';
import { DEMO_ACCOUNTS } from '../../server/seed/seed-demo-data';
import { startTestServer } from '../support/test-server';

interface Message {
  readonly _id: string;
  readonly chatId: string;
  readonly message: string;
}

let server: RunningReferenceServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const call = async (method: string, path: string, options: { token?: string; body?: unknown } = {}) => {
  const response = await fetch(`${server.apiBase()}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(options.token ? { authorization: `Bearer ${options.token}` } : {}) },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return { status: response.status, body: (await response.json()) as { data?: unknown[] } };
};

const signIn = async (account: { email: string; password: string }): Promise<string> =>
  ((await call('POST', '/identity/sign-in', { body: account })).body.data?.[0] as { accessToken: string }).accessToken;

/** A patient's support chat, opened by a question. */
const supportChat = async (token: string): Promise<string> =>
  ((await call('POST', '/api/chat/question-to-doctor', { token, body: { category: 'account', message: 'Hello' } })).body.data?.[0] as Message).chatId;

const send = async (token: string, chatId: string, body: { message: string; idempotencyKey?: string }) => {
  const sent = await call('POST', `/api/chat/${chatId}/messages`, { token, body });
  return { status: sent.status, message: sent.body.data?.[0] as Message };
};

const thread = async (token: string, chatId: string): Promise<Message[]> =>
  ((await call('GET', `/api/chat?chatId=${chatId}&limit=100`, { token })).body.data?.[0] as { messages: Message[] }).messages;

describe('sending a chat message with an idempotency key', () => {
  it('answers a retry with the message already posted, not a second one', async () => {
    const token = await signIn(DEMO_ACCOUNTS.patient);
    const chatId = await supportChat(token);
    const key = crypto.randomUUID();
    const first = await send(token, chatId, { message: 'Is my order on its way?', idempotencyKey: key });
    const retried = await send(token, chatId, { message: 'Is my order on its way?', idempotencyKey: key });
    expect(first.status).toBe(201);
    expect(retried).toEqual(first);
    expect((await thread(token, chatId)).filter((message) => message.message === 'Is my order on its way?')).toHaveLength(1);
  });

  it('posts concurrent sends with one key once', async () => {
    const token = await signIn(DEMO_ACCOUNTS.patient);
    const chatId = await supportChat(token);
    const key = crypto.randomUUID();
    const sends = await Promise.all([1, 2, 3].map(() => send(token, chatId, { message: 'Sent three times at once', idempotencyKey: key })));
    expect(new Set(sends.map((sent) => sent.message._id)).size).toBe(1);
    expect((await thread(token, chatId)).filter((message) => message.message === 'Sent three times at once')).toHaveLength(1);
  });

  it('posts every send without a key, and each new key once', async () => {
    const token = await signIn(DEMO_ACCOUNTS.patient);
    const chatId = await supportChat(token);
    await send(token, chatId, { message: 'No key' });
    await send(token, chatId, { message: 'No key' });
    await send(token, chatId, { message: 'New key', idempotencyKey: crypto.randomUUID() });
    await send(token, chatId, { message: 'New key', idempotencyKey: crypto.randomUUID() });
    const texts = (await thread(token, chatId)).map((message) => message.message);
    expect(texts.filter((text) => text === 'No key')).toHaveLength(2);
    expect(texts.filter((text) => text === 'New key')).toHaveLength(2);
  });

  it("scopes keys per patient: another patient's key never returns their message", async () => {
    const demo = await signIn(DEMO_ACCOUNTS.patient);
    const email = `idempotent.${Date.now()}@example.com`;
    await call('POST', '/identity/sign-up', { body: { email, password: 'KeyPatient1' } });
    const other = await signIn({ email, password: 'KeyPatient1' });
    expect((await call('POST', '/api/patient', { token: other, body: { email } })).status).toBe(201);
    const key = crypto.randomUUID();
    const mine = await send(demo, await supportChat(demo), { message: 'Mine', idempotencyKey: key });
    const theirs = await send(other, await supportChat(other), { message: 'Theirs', idempotencyKey: key });
    expect(theirs.status).toBe(201);
    expect(theirs.message._id).not.toBe(mine.message._id);
    expect(theirs.message.message).toBe('Theirs');
  });

  it('refuses a malformed key before anything is posted', async () => {
    const token = await signIn(DEMO_ACCOUNTS.patient);
    const chatId = await supportChat(token);
    expect((await send(token, chatId, { message: 'Bad key', idempotencyKey: 'short' })).status).toBe(400);
    expect((await thread(token, chatId)).some((message) => message.message === 'Bad key')).toBe(false);
  });
});
