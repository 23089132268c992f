import { afterAll, describe, expect, it } from 'vitest';
import type { components } from '../../openapi/patient-api';
import type { RunningReferenceServer } from '../../server/reference-server';
import { operator } from '../support/operator';
import { patientApi } from '../support/patient-api';
import { registerPatient } from '../support/patient-factory';
import { startTestServer } from '../support/test-server';

type Schemas = components['schemas'];
const DAY_MS = 86_400_000;
const NEXT_YEAR = new Date().getUTCFullYear() + 1;

/**
 * A renewal the card refused, recovered by the patient (issue 22): a new card on file, then the failed
 * charge paid once, whatever arrives together; the next period is billed on the new card. Each test has
 * a server of its own, since the clock moves for everyone on it.
 */
const servers: RunningReferenceServer[] = [];
afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
});

/** A monthly hair-loss treatment on 4000 0000 0000 0341, approved, whose first renewal the card refused. */
const pastDuePatient = async () => {
  const server = await startTestServer({ ops: true });
  servers.push(server);
  const ops = operator(server.apiBase());
  const { patient, subscriptionId } = await registerPatient(server.apiBase(), {
    productType: 'hl',
    card: '4000 0000 0000 0341',
    treatment: { frequencyOfDelivery: 1 },
  });
  await ops.decide(subscriptionId, 'approve');
  await ops.advanceClock(35);
  const api = await patientApi(server.apiBase(), patient);
  const me = (await api.get<Schemas['User']>('/me')).data[0];
  const subscription = async () => (await api.get<Schemas['LifecycleSubscription']>(`/api/subscription/${subscriptionId}`)).data[0];
  const failedId = (await subscription())?.paymentFailure?.chargeId ?? '';
  const newCard = async (number: string) => {
    const tokenized = await api.send<{ id: string }>('POST', '/sandbox-card/tokens', { number, expMonth: 12, expYear: NEXT_YEAR, cvc: '123' });
    return api.send<Schemas['RevealedCard']>('PUT', `/api/patient/${me?.patient?._id}/credit-card`, { cardToken: tokenized.data[0]?.id });
  };
  const retry = (idempotencyKey: string) => api.send<Schemas['ChargeRetryResult']>('POST', `/api/charge/${failedId}/retry`, { idempotencyKey });
  const charges = async () => (await api.get<Schemas['Charge']>(`/api/subscription/charges/${subscriptionId}`)).data;
  return { ops, api, subscriptionId, subscription, failedId, newCard, retry, charges };
};

describe('a failed renewal recovered by the patient', () => {
  it('keeps the old card when the new one is refused, then pays once on the new card when retries arrive together', async () => {
    const found = await pastDuePatient();
    expect(found.failedId).toMatch(/^[a-f0-9]{24}$/);
    expect((await found.retry('declined-0341-once')).body).toMatchObject({ message: 'Your card was declined.' });

    const refused = await found.newCard('4000 0000 0000 9995');
    expect(refused).toMatchObject({ status: 402, body: { message: 'Your card has insufficient funds.' } });
    expect((await found.subscription())?.creditCard).toMatchObject({ cardNumber: '0341' });

    expect((await found.newCard('4242 4242 4242 4242')).data[0]).toMatchObject({ last4: '4242', cardType: 'Visa' });
    const answers = await Promise.all(['together-1', 'together-2', 'together-3', 'together-4'].map((key) => found.retry(key)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409]);
    expect(answers.filter((answer) => answer.status === 409).map((answer) => answer.body.message)).toEqual(
      Array(3).fill('This payment was already made: there is nothing left to pay.'),
    );
    const sameKey = await Promise.all([found.retry('same-key-twice'), found.retry('same-key-twice')]);
    expect(sameKey[0]).toEqual(sameKey[1]);
    expect((await found.charges()).map((charge) => charge.status)).toEqual(['captured', 'failed', 'success']);

    const paid = answers.find((answer) => answer.status === 201)?.data[0];
    const recoveredAt = Date.parse(paid?.charge.createdAt ?? '');
    expect(paid?.order).toMatchObject({ status: 'processing' });
    expect(paid?.subscription).toMatchObject({ status: 'active', paymentFailure: null });
    expect(Date.parse(paid?.subscription.nextBillingDate ?? '') - recoveredAt).toBeGreaterThan(27 * DAY_MS);
    const notices = (await found.api.get<Schemas['Notification']>('/api/notices?limit=10&page=1')).data;
    expect(notices[0]).toMatchObject({ type: 'billing', data: { subscriptionId: found.subscriptionId, chargeId: paid?.charge._id, orderId: paid?.order._id } });
    expect(notices[0]?.message).toMatch(/^We received your payment of \$\d+\.\d{2} for Finasteride: your delivery is on its way to the pharmacy\.$/);

    // The next period is billed on the new card.
    await found.ops.advanceClock(32);
    const [, , , next] = await found.charges();
    expect(next).toMatchObject({ status: 'success', card: { cardNumber: '4242' } });
  });

  it('answers 404 for another patient, with nothing of the charge', async () => {
    const found = await pastDuePatient();
    const server = servers.at(-1);
    const other = await registerPatient(server?.apiBase() ?? '', { productType: 'ed' });
    const intruder = await patientApi(server?.apiBase() ?? '', other.patient);
    for (const [method, path, body] of [
      ['GET', `/api/charge/${found.failedId}`, undefined],
      ['POST', `/api/charge/${found.failedId}/retry`, { idempotencyKey: 'intruder-key-1' }],
    ] as const) {
      const refused = await intruder.send(method, path, body);
      expect(refused.status).toBe(404);
      expect(JSON.stringify(refused.body)).not.toContain(found.failedId);
    }
    expect((await found.subscription())?.status).toBe('past_due');
  });
});
