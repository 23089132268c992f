import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningReferenceServer } from '../../server/reference-server';
import { DEMO_ACCOUNTS } from '../../server/seed/seed-demo-data';
import { operator } from '../support/operator';
import { registerPatient } from '../support/patient-factory';
import { startTestServer } from '../support/test-server';

/**
 * The operator document (openapi/operator-api.yaml) against the reference server with response validation
 * on: every operation answers within its schema, and a malformed request is a 400 naming the field, never
 * a 500 (issue 18, item 11).
 */
let server: RunningReferenceServer;
let ops: ReturnType<typeof operator>;

beforeAll(async () => {
  server = await startTestServer({ ops: true });
  ops = operator(server.apiBase());
});
afterAll(async () => {
  await server.close();
});

const raw = async (method: string, path: string, body?: string) => {
  const response = await fetch(`${server.apiBase()}/_ops${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body,
  });
  return { status: response.status, body: (await response.json()) as { message?: string } };
};

describe('the operator routes', () => {
  it('answer every operation of their document within its schema', async () => {
    const { patient, subscriptionId } = await registerPatient(server.apiBase());
    expect((await ops.call('PUT', '/faults', { latencyMs: 0, failures: [{ pathPrefix: '/me', status: 503, times: 1, method: 'GET' }] })).status).toBe(200);
    expect((await ops.call('DELETE', '/faults')).status).toBe(200);
    expect((await ops.call('POST', '/drop-sockets')).status).toBe(200);
    expect((await ops.call('POST', '/support-reply', { patientEmail: patient.email, message: 'How can we help?' })).status).toBe(201);
    expect((await ops.call('POST', '/notices', { patientEmail: patient.email, message: 'A notice', type: 'system', data: { a: 1 } })).status).toBe(201);
    expect((await ops.call('POST', '/long-thread', { patientEmail: patient.email, count: 3 })).status).toBe(201);
    expect((await ops.call('PUT', '/config/identityVerificationEnabled', { value: true })).status).toBe(200);
    expect((await ops.call('GET', '/clock')).status).toBe(200);
    expect((await ops.call('GET', '/care/queue')).status).toBe(200);
    expect((await ops.call('GET', `/care/queue?patientEmail=${encodeURIComponent(patient.email)}`)).status).toBe(200);
    const approved = await ops.decide(subscriptionId, 'approve');
    const orderId = approved.order?._id ?? '';
    expect((await ops.call('GET', `/orders?subscriptionId=${subscriptionId}`)).status).toBe(200);
    expect((await ops.ship(orderId, { carrier: 'UPS', trackingNumber: '1Z999AA10123456784' })).status).toBe('shipped');
    expect((await ops.deliver(orderId)).status).toBe('delivered');
    expect((await ops.call('POST', '/billing/run')).status).toBe(200);
    expect((await ops.call('POST', '/clock/advance', { days: 1 })).status).toBe(200);
    expect((await ops.call('POST', '/audit-log', { patientEmail: patient.email, limit: 5 })).status).toBe(200);

    const operations = server.ops;
    expect(operations?.missingOperationIds).toEqual([]);
    const unexercised = operations?.operationIds.filter((id) => ![...(operations.calledOperations.get(id) ?? [])].some((status) => status < 300));
    expect(unexercised).toEqual([]);
  });

  it.each([
    ['PUT', '/faults', '{"latencyMs": "slow"}', "'latencyMs' must be integer"],
    ['PUT', '/faults', '{"failures": [{"pathPrefix": "/me", "status": 200}]}', "'failures.0.status' must be >= 400"],
    ['POST', '/support-reply', '{"patientEmail": "a@b.example", "message": 5}', "'message' must be string"],
    ['POST', '/support-reply', '{"message": "hi"}', 'Give message, and either chatId or patientEmail'],
    ['POST', '/notices', '{"message": "hi"}', 'patientEmail'],
    ['POST', '/notices', '{"patientEmail": "a@b.example", "message": "hi", "data": []}', "'data' must be object"],
    ['POST', '/long-thread', '{"patientEmail": "a@b.example", "count": 0}', "'count' must be >= 1"],
    ['PUT', '/config/identityVerificationEnabled', '{}', 'value'],
    ['PUT', '/config/identityVerificationEnabled', '{"value": "no"}', 'Send {"value": <boolean>}'],
    ['POST', '/clock/advance', '{"days": -1}', "'days' must be >= 1"],
    ['POST', '/clock/advance', '{"days": 1099}', "'days' must be <= 1098"],
    ['POST', '/clock/advance', '{"days": 1.5}', "'days' must be integer"],
    ['POST', '/clock/advance', '{', 'Malformed JSON body'],
    ['GET', '/care/queue?patientEmail=not-an-email', undefined, "'patientEmail' must match format"],
    ['POST', '/care/subscriptions/0123456789abcdef01234567/bless', '{}', "'decision' must be equal to one of the allowed values"],
    ['POST', '/care/subscriptions/nope/approve', '{}', "'id' must match pattern"],
    ['POST', '/care/subscriptions/0123456789abcdef01234567/approve', '{"message": ""}', "'message' must NOT have fewer than 1 characters"],
    ['POST', '/care/subscriptions/0123456789abcdef01234567/approve', '{"note": "x"}', "unknown field 'note'"],
    ['GET', '/orders', undefined, 'Give subscriptionId or patientEmail'],
    ['POST', '/audit-log', '{"patientEmail": "a@b.example", "limit": 1001}', "'limit' must be <= 1000"],
    ['POST', '/audit-log', '{}', 'patientEmail'],
    ['GET', '/orders?subscriptionId=x', undefined, "'subscriptionId' must match pattern"],
    ['POST', '/orders/0123456789abcdef01234567/ship', '{"carrier": "DHL"}', "'carrier' must be equal to one of the allowed values"],
    ['POST', '/orders/0123456789abcdef01234567/ship', '{"trackingNumber": "<script>"}', "'trackingNumber' must match pattern"],
  ])('refuse %s %s %s with a 400 that says why', async (method, path, body, message) => {
    const answer = await raw(method, path, body);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain(message);
  });

  it('answer 404 for what does not exist, and leave the clock where it was after a refused move', async () => {
    const before = await ops.clock();
    expect((await raw('POST', '/clock/advance', '{"days": 0}')).status).toBe(400);
    expect((await ops.clock()).offsetDays).toBe(before.offsetDays);
    expect((await raw('POST', '/care/subscriptions/0123456789abcdef01234567/approve', '{}')).status).toBe(404);
    expect((await raw('POST', '/orders/0123456789abcdef01234567/deliver')).status).toBe(404);
    expect((await raw('GET', '/care/queue?patientEmail=nobody@example.com')).status).toBe(404);
    expect((await raw('PUT', '/config/noSuchValue', '{"value": 1}')).status).toBe(404);
    expect((await raw('POST', '/support-reply', JSON.stringify({ patientEmail: DEMO_ACCOUNTS.doctor.email, message: 'hi' }))).status).toBe(404);
  });
});
