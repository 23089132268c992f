import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { components } from '../../openapi/patient-api';
import { loadContract } from '../../server/contract/contract-document';
import { createSchemaCompiler, describeErrors } from '../../server/contract/schema-compiler';
import { issueAccessToken } from '../../server/identity/access-tokens';
import type { RunningReferenceServer } from '../../server/reference-server';
import { DEMO_ACCOUNTS } from '../../server/seed/seed-demo-data';
import { startTestServer } from '../support/test-server';

type LiveServerEvent = components['schemas']['LiveServerEvent'];
type EventOf<K extends LiveServerEvent['event']> = Extract<LiveServerEvent, { event: K }>;

const HOUR_MS = 60 * 60 * 1000;
let server: RunningReferenceServer;
/** The server's clock runs this far ahead of the real one (token expiry test). */
let clockOffset = 0;
const openSockets: WebSocket[] = [];
const validateEvent = createSchemaCompiler(loadContract()).strict({ $ref: '#/components/schemas/LiveServerEvent' });

beforeAll(async () => {
  server = await startTestServer({ ops: true, now: () => Date.now() + clockOffset });
});
afterEach(() => {
  for (const socket of openSockets.splice(0)) socket.terminate();
});
afterAll(async () => {
  await server.close();
});

const http = async (method: string, path: string, options: { token?: string; body?: unknown } = {}) => {
  const response = await fetch(`${server.apiBase()}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(options.token ? { authorization: `Bearer ${options.token}` } : {}) },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const body = (await response.json()) as { data: unknown[]; [key: string]: unknown };
  expect(response.status, `${method} ${path}`).toBeLessThan(300);
  return body;
};

const tokensFor = async (account: { email: string; password: string }) =>
  (await http('POST', '/identity/sign-in', { body: account })).data[0] as { accessToken: string; refreshToken: string; userSub: string };

const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { exp: number; sid: string };

const signIn = async (account: { email: string; password: string }) => {
  const tokens = await tokensFor(account);
  const me = (await http('GET', '/me', { token: tokens.accessToken })).data[0] as { _id: string };
  return { token: tokens.accessToken, sub: tokens.userSub, userId: me._id };
};

/** A signed-up identity, with a patient only when asked: the app creates it as a second step. */
const signUp = async (email: string, withPatient: boolean): Promise<string> => {
  const account = { email, password: 'LivePatient1' };
  await http('POST', '/identity/sign-up', { body: account });
  const { accessToken } = await tokensFor(account);
  if (withPatient) await http('POST', '/api/patient', { token: accessToken, body: { email } });
  return accessToken;
};

/** A live connection that records every event (each checked against the contract) and how it closed. */
const connect = (token: string | null, lang?: string) => {
  const query = `${token === null ? '' : `?token=${encodeURIComponent(token)}`}${lang ? `&lang=${lang}` : ''}`;
  const socket = new WebSocket(`${server.apiBase().replace(/^http/, 'ws')}/live${query}`);
  openSockets.push(socket);
  const events: LiveServerEvent[] = [];
  const listeners = new Set<() => void>();
  socket.on('message', (data) => {
    const event: unknown = JSON.parse(String(data));
    expect(validateEvent(event), describeErrors('event', validateEvent.errors)).toBe(true);
    events.push(event as LiveServerEvent);
    for (const listener of listeners) listener();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })));
  const next = <K extends LiveServerEvent['event']>(kind: K, matches: (event: EventOf<K>) => boolean = () => true): Promise<EventOf<K>> =>
    new Promise((resolve, reject) => {
      const check = () => {
        const found = events.find((event): event is EventOf<K> => event.event === kind && matches(event as EventOf<K>));
        if (!found) return;
        listeners.delete(check);
        clearTimeout(timer);
        resolve(found);
      };
      const timer = setTimeout(() => {
        listeners.delete(check);
        reject(new Error(`no ${kind} event; got ${events.map((event) => event.event).join(', ') || 'nothing'}`));
      }, 5000);
      listeners.add(check);
      check();
    });
  const send = (frame: unknown) => socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  return { socket, events, next, closed, send };
};

describe('the live connection', () => {
  it('refuses a missing, bad or expired token with 4401, and an account without a patient with 4403', async () => {
    const demo = await signIn(DEMO_ACCOUNTS.patient);
    const { sid } = claimsOf(demo.token);
    const expired = issueAccessToken(server.context.signingKeys.current(), demo.sub, DEMO_ACCOUNTS.patient.email, Date.now() - 2 * HOUR_MS, sid).token;
    for (const token of [null, 'not.a.token', expired, `${demo.token}x`]) {
      expect(await connect(token).closed).toEqual({ code: 4401, reason: 'Invalid or expired token' });
    }
    const withoutPatient = await signUp('live.nopatient@example.com', false);
    expect(await connect(withoutPatient).closed).toEqual({ code: 4403, reason: 'Only patients can use the live connection' });
  });

  it("pushes newMessage and a notification to the patient's sockets when support replies, and to no one else", async () => {
    const demo = await signIn(DEMO_ACCOUNTS.patient);
    const tab1 = connect(demo.token);
    const tab2 = connect(demo.token);
    expect((await tab1.next('connected')).data).toEqual({ userId: demo.userId });
    await tab2.next('connected');
    const other = connect(await signUp('live.other@example.com', true));
    await other.next('connected');

    const text = 'Your refill was approved and ships tomorrow.';
    const reply = (await http('POST', '/_ops/support-reply', { body: { patientEmail: DEMO_ACCOUNTS.patient.email, message: text } })).data[0] as {
      _id: string;
      chatId: string;
    };
    for (const tab of [tab1, tab2]) {
      const pushed = await tab.next('newMessage', (event) => event.data._id === reply._id);
      expect(pushed.data).toMatchObject({ message: text, userName: 'Support', chatId: reply.chatId, messageType: 'text' });
      const notice = await tab.next('notification', (event) => event.data.data.messageId === reply._id);
      expect(notice.data).toMatchObject({ type: 'message', message: 'New message from Support', hasRead: false });
    }
    const unread = (await http('GET', '/api/chat/unread-messages', { token: demo.token })) as unknown as { data: { chatId: string; count: number }[] };
    expect(unread.data.find((count) => count.chatId === reply.chatId)?.count).toBe(1);

    // The patient's own message reaches their other tab too.
    const sent = (await http('POST', `/api/chat/${reply.chatId}/messages`, { token: demo.token, body: { message: 'Thanks!' } })).data[0] as { _id: string };
    await tab2.next('newMessage', (event) => event.data._id === sent._id);
    expect(other.events.map((event) => event.event)).toEqual(['connected']);
  });

  it('words a notification in the language each socket asked for, and the notice list in the one asked for', async () => {
    const demo = await signIn(DEMO_ACCOUNTS.patient);
    const spanish = connect(demo.token, 'es');
    const english = connect(demo.token);
    await spanish.next('connected');
    await english.next('connected');
    const reply = (await http('POST', '/_ops/support-reply', { body: { patientEmail: DEMO_ACCOUNTS.patient.email, message: 'Hola' } })).data[0] as {
      _id: string;
    };
    const inSpanish = await spanish.next('notification', (event) => event.data.data.messageId === reply._id);
    const inEnglish = await english.next('notification', (event) => event.data.data.messageId === reply._id);
    expect([inSpanish.data.message, inEnglish.data.message]).toEqual(['Nuevo mensaje de Soporte', 'New message from Support']);
    expect(inSpanish.data._id).toBe(inEnglish.data._id);
    const listed = (await http('GET', '/api/notices?lang=es', { token: demo.token })).data as { _id: string; message: string }[];
    expect(listed.find((notice) => notice._id === inSpanish.data._id)?.message).toBe('Nuevo mensaje de Soporte');
  });

  it('pushes a notification when a notice is created; markAsRead marks it read and refuses what is not yours', async () => {
    const demo = await signIn(DEMO_ACCOUNTS.patient);
    const live = connect(demo.token);
    await live.next('connected');
    const created = (
      await http('POST', '/_ops/notices', { body: { patientEmail: DEMO_ACCOUNTS.patient.email, message: 'Your order has shipped.', type: 'order' } })
    ).data[0] as { _id: string };
    const pushed = await live.next('notification', (event) => event.data._id === created._id);
    expect(pushed.data).toMatchObject({ message: 'Your order has shipped.', type: 'order', hasRead: false });

    live.send('{"action":');
    expect((await live.next('error', (event) => event.data.message === 'Malformed JSON frame')).data).toBeTruthy();
    live.send({ action: 'markAsRead', data: { id: created._id, userId: demo.userId, type: 'message' } });
    await live.next('error', (event) => event.data.message.startsWith('Invalid action'));
    const otherUserId = created._id.split('').reverse().join('');
    live.send({ action: 'markAsRead', data: { id: created._id, userId: otherUserId, type: 'notice' } });
    await live.next('error', (event) => event.data.message === 'markAsRead is for your own notices only');
    live.send({ action: 'markAsRead', data: { id: otherUserId, userId: demo.userId, type: 'notice' } });
    await live.next('error', (event) => event.data.message === 'Notice not found');
    const stillUnread = (await http('GET', '/api/notices?limit=50', { token: demo.token })).data as { _id: string; hasRead: boolean }[];
    expect(stillUnread.find((notice) => notice._id === created._id)?.hasRead).toBe(false);

    live.send({ action: 'markAsRead', data: { id: created._id, userId: demo.userId, type: 'notice' } });
    expect((await live.next('noticeRead', (event) => event.data._id === created._id)).data).toEqual({ _id: created._id });
    const notices = (await http('GET', '/api/notices?limit=50', { token: demo.token })).data as { _id: string; hasRead: boolean }[];
    expect(notices.find((notice) => notice._id === created._id)?.hasRead).toBe(true);
    expect(live.socket.readyState).toBe(WebSocket.OPEN);
  });

  it('closes a connection whose session ended instead of sending it anything more', async () => {
    const session = await tokensFor(DEMO_ACCOUNTS.patient);
    const live = connect(session.accessToken);
    await live.next('connected');
    await http('POST', '/identity/sign-out', { token: session.accessToken, body: { refreshToken: session.refreshToken } });
    await http('POST', '/_ops/notices', { body: { patientEmail: DEMO_ACCOUNTS.patient.email, message: 'After sign-out' } });
    expect(await live.closed).toEqual({ code: 4401, reason: 'Session ended' });
    expect(live.events.map((event) => event.event)).toEqual(['connected']);
  });

  it('takes at most 10 connections per patient, refusing the next with 4429', async () => {
    const demo = await signIn(DEMO_ACCOUNTS.patient);
    const tabs = Array.from({ length: 10 }, () => connect(demo.token));
    await Promise.all(tabs.map((tab) => tab.next('connected')));
    expect(await connect(demo.token).closed).toEqual({ code: 4429, reason: 'Too many live connections' });
    tabs[0]?.socket.close(1000);
    await tabs[0]?.closed;
    await connect(demo.token).next('connected');
  });

  it('closes every socket abruptly on a drop-sockets fault (not a normal 1000 close), and takes new ones after', async () => {
    const demo = await signIn(DEMO_ACCOUNTS.patient);
    const live = connect(demo.token);
    await live.next('connected');
    await http('POST', '/_ops/drop-sockets');
    const { code } = await live.closed;
    expect(code).toBe(1006);
    const again = connect(demo.token);
    await again.next('connected');
  });

  it('closes a connection with 4401 when its token expires', async () => {
    const demo = await signIn(DEMO_ACCOUNTS.patient);
    // Move the server's clock to 300 ms before the token's expiry (tokens carry whole seconds).
    const expiresAt = claimsOf(demo.token).exp * 1000;
    clockOffset = expiresAt - 300 - Date.now();
    try {
      const live = connect(demo.token);
      await live.next('connected');
      expect(await live.closed).toEqual({ code: 4401, reason: 'Token expired' });
    } finally {
      clockOffset = 0;
    }
  });
});
