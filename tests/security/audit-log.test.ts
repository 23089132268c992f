import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningReferenceServer } from '../../server/reference-server';
import { DEMO_ACCOUNTS } from '../../server/seed/seed-demo-data';
import { rawApi } from '../support/raw-api';
import { startTestServer } from '../support/test-server';

/**
 * Issue 18, the reviewer's audit log: every access to health data (chats, files, visit logs and answers,
 * orders, charges, the revealed card, the profile) is recorded with who, what, which resource, when and
 * how it ended, refusals included; operators' calls too; the table only grows, and an operator reads it.
 */
interface Entry {
  at: string;
  actorKind: string;
  actorId: string | null;
  subjectUserId: string | null;
  action: string;
  resource: string;
  resourceId: string | null;
  operation: string;
  outcome: number;
}

let server: RunningReferenceServer;
let api: ReturnType<typeof rawApi>;
let token: string;
let demoUserId: string;
let subscriptionId: string;
let patientId: string;

const auditOf = async (patientEmail: string, limit = 200): Promise<Entry[]> => {
  const answer = await api.call('POST', '/_ops/audit-log', { body: { patientEmail, limit } });
  expect(answer.status).toBe(200);
  return answer.body.data as unknown as Entry[];
};

beforeAll(async () => {
  server = await startTestServer({ ops: true });
  api = rawApi(server);
  token = (await api.signInDemo()).accessToken;
  const me = (await api.call('GET', '/me', { token })).body.data?.[0] as { _id: string; patient: { _id: string }; subscriptions: { _id: string }[] };
  demoUserId = me._id;
  patientId = me.patient._id;
  subscriptionId = me.subscriptions[0]?._id ?? '';
});
afterAll(async () => {
  await server.close();
});

describe('the audit log', () => {
  it('records each read and write of health data by the patient, with the resource and the outcome', async () => {
    const chatId = String((await api.call('GET', '/api/chats', { token })).body.data?.[0]?._id);
    await api.call('POST', `/api/chat/${chatId}/messages`, { token, body: { message: 'Is this dose right?' } });
    await api.call('GET', `/api/online-visit-log/${subscriptionId}`, { token });
    await api.call('GET', `/api/global-answers/patient/${patientId}`, { token });
    await api.call('GET', '/api/orders', { token });
    await api.call('GET', `/api/subscription/charges/${subscriptionId}`, { token });
    await api.call('GET', `/api/patient/${patientId}/reveal-credit-card`, { token });
    await api.call('GET', `/api/subscription/${subscriptionId}/private-file?action=cardID`, { token });

    const entries = await auditOf(DEMO_ACCOUNTS.patient.email);
    const seen = entries.map((entry) => `${entry.action} ${entry.resource} ${entry.operation}`);
    expect(seen).toEqual(
      expect.arrayContaining([
        'read profile getMe',
        'read chat listChats',
        'write chat sendChatMessage',
        'read visit-log getVisitLog',
        'read answers getGlobalAnswers',
        'read order listOrders',
        'read charge listSubscriptionCharges',
        'read card revealCreditCard',
        'read file getPrivateFile',
      ]),
    );
    expect(entries.find((entry) => entry.operation === 'revealCreditCard')?.outcome).toBe(200);
    const message = entries.find((entry) => entry.operation === 'sendChatMessage');
    expect(message).toMatchObject({ actorKind: 'patient', actorId: demoUserId, subjectUserId: demoUserId, resourceId: chatId });
    expect(Date.now() - Date.parse(message?.at ?? '')).toBeLessThan(60_000);
  });

  it('records refusals: another patient\u2019s resource, and a doctor\u2019s account', async () => {
    const intruder = await api.newPatient('audit.intruder@example.com');
    expect((await api.call('GET', `/api/online-visit-log/${subscriptionId}`, { token: intruder.accessToken })).status).toBe(404);
    const [attempt] = await auditOf('audit.intruder@example.com');
    expect(attempt).toMatchObject({ actorKind: 'patient', actorId: intruder.userId, operation: 'getVisitLog', resourceId: subscriptionId, outcome: 404 });

    const doctor = await api.signIn(DEMO_ACCOUNTS.doctor.email, DEMO_ACCOUNTS.doctor.password);
    const refused = await api.call('GET', '/api/orders', { token: doctor.accessToken });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    const rows = await server.context.db.query<{ actor_kind: string; outcome: number }>(
      `select actor_kind, outcome from audit_log where operation = 'listOrders' order by seq desc limit 1`,
    );
    expect(rows.rows[0]).toEqual({ actor_kind: 'doctor', outcome: refused.status });
  });

  it('records an operator reaching a patient\u2019s chat, and the operator reading the log', async () => {
    const reply = await api.call('POST', '/_ops/support-reply', { body: { patientEmail: DEMO_ACCOUNTS.patient.email, message: 'We are on it.' } });
    expect(reply.status).toBe(201);
    const entries = await auditOf(DEMO_ACCOUNTS.patient.email);
    // The earlier reads of the log (each is recorded once it is answered).
    expect(entries).toContainEqual(
      expect.objectContaining({
        actorKind: 'operator',
        action: 'read',
        resource: 'audit-log',
        operation: 'POST /_ops/audit-log',
        subjectUserId: demoUserId,
        outcome: 200,
      }),
    );
    expect(entries).toContainEqual(
      expect.objectContaining({
        actorKind: 'operator',
        actorId: null,
        action: 'write',
        operation: 'POST /_ops/support-reply',
        subjectUserId: demoUserId,
        outcome: 201,
      }),
    );
  });

  it('answers the operator route\u2019s bad input with 400 and an unknown patient with 404', async () => {
    expect((await api.call('POST', '/_ops/audit-log', { body: { patientEmail: 'not an e-mail' } })).status).toBe(400);
    expect((await api.call('POST', '/_ops/audit-log', { body: { patientEmail: DEMO_ACCOUNTS.patient.email, limit: 0 } })).status).toBe(400);
    expect((await api.call('POST', '/_ops/audit-log', { body: { patientEmail: 'nobody.audit@example.com' } })).status).toBe(404);
  });

  it('is append-only: the database refuses an update, a delete or a truncate', async () => {
    const db = server.context.db;
    await expect(db.query('update audit_log set outcome = 200')).rejects.toThrow('audit_log is append-only');
    await expect(db.query('delete from audit_log')).rejects.toThrow('audit_log is append-only');
    await expect(db.query('truncate audit_log')).rejects.toThrow('audit_log is append-only');
    expect((await db.query<{ n: number }>('select count(*)::int as n from audit_log')).rows[0]?.n).toBeGreaterThan(10);
  });

  it('has no update or delete of it anywhere in the server\u2019s code', () => {
    const sources = readdirSync('server', { recursive: true, encoding: 'utf8' }).filter((path) => path.endsWith('.ts') && !path.endsWith('.test.ts'));
    const writers = sources.filter((path) => /(update|delete\s+from|truncate)\s+(table\s+)?audit_log\b/i.test(readFileSync(join('server', path), 'utf8')));
    expect(writers).toEqual([]);
  });
});
