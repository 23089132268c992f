import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReferenceServer, type RunningReferenceServer } from '../reference-server';
import { DEMO_ACCOUNTS } from '../seed/seed-demo-data';

let server: RunningReferenceServer;
beforeAll(async () => {
  server = await startReferenceServer({ dataDir: null, ports: [0], validateResponses: true, ops: true, log: () => undefined });
});
afterAll(async () => {
  await server.close();
});

const post = async (path: string, body: unknown, token?: string) => {
  const response = await fetch(`${server.apiBase()}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { data: Record<string, unknown>[]; message?: string } };
};

describe('a 10,000-message thread', () => {
  it('is filled by the long-thread operator route and read back a page at a time, through the thread index', async () => {
    expect((await post('/_ops/long-thread', { patientEmail: DEMO_ACCOUNTS.patient.email, count: 20_001 })).status).toBe(400);
    const filled = await post('/_ops/long-thread', { patientEmail: DEMO_ACCOUNTS.patient.email, count: 10_000 });
    expect(filled.status).toBe(201);
    const chatId = String(filled.body.data[0]?.chatId);
    const token = String((await post('/identity/sign-in', DEMO_ACCOUNTS.patient)).body.data[0]?.accessToken);

    const seen: string[] = [];
    let before: string | null = null;
    do {
      const query: string = `chatId=${chatId}&limit=200${before ? `&before=${before}` : ''}`;
      const response = await fetch(`${server.apiBase()}/api/chat?${query}`, { headers: { authorization: `Bearer ${token}` } });
      const page = (await response.json()) as { data: { messages: { message: string }[] }[]; pagination: { nextBefore: string | null } };
      seen.unshift(...(page.data[0]?.messages.map((message) => message.message) ?? []));
      before = page.pagination.nextBefore;
    } while (before);
    // After the support chat's four seeded messages.
    expect(seen).toHaveLength(10_004);
    expect(seen[4]).toBe('Message 1 of 10000 in a long thread');
    expect(seen.at(-1)).toBe('Message 10000 of 10000 in a long thread');

    const plan = await server.context.db.query<{ 'QUERY PLAN': string }>(
      `explain select seq, user_id, doc from chat_messages where chat_id = $1 and seq < 5000 order by seq desc limit 51`,
      [chatId],
    );
    expect(plan.rows.map((row) => row['QUERY PLAN']).join('\n')).toContain('chat_messages_thread');
  });
});
