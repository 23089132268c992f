import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../openapi/patient-api';
import { startReferenceServer, type RunningReferenceServer } from '../../server/reference-server';
import { operator } from '../support/operator';
import { patientApi } from '../support/patient-api';
import { registerPatient, type PatientOptions } from '../support/patient-factory';
import { startTestServer } from '../support/test-server';

type Schemas = components['schemas'];
const DAY_MS = 86_400_000;

/**
 * The twin's clock and what billing and the pharmacy do as it moves (issue 17): renewal charges on the card
 * on file and their orders, pauses and skips honoured, coupons counted by period, a refused card, the end
 * of a prescription; and orders that ship and arrive. Each test has a server of its own, since the clock
 * moves for everyone on it.
 */
const servers: RunningReferenceServer[] = [];
const backend = async () => {
  const server = await startTestServer({ ops: true });
  servers.push(server);
  return { server, ops: operator(server.apiBase()) };
};
afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
});

/** A fresh patient's treatment, approved today: one period paid (the registration hold, captured). */
const approvedPatient = async (server: RunningReferenceServer, options: PatientOptions = {}) => {
  const { patient, subscriptionId } = await registerPatient(server.apiBase(), options);
  await operator(server.apiBase()).decide(subscriptionId, 'approve');
  const api = await patientApi(server.apiBase(), patient);
  return {
    patient,
    subscriptionId,
    api,
    subscription: async () => (await api.get<Schemas['LifecycleSubscription']>(`/api/subscription/${subscriptionId}`)).data[0],
    charges: async () => (await api.get<Schemas['Charge']>(`/api/subscription/charges/${subscriptionId}`)).data,
    orders: async () => (await api.get<Schemas['Order']>('/api/orders?limit=10&page=1&sort=-createdAt')).data,
    notices: async () => (await api.get<Schemas['Notification']>('/api/notices?limit=10&page=1')).data.map((notice) => notice.message),
  };
};

describe('the clock', () => {
  it('moves forward only, at most three years a move, and keeps its date across a restart', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'twin-clock-'));
    const first = await startReferenceServer({ dataDir, ports: [0], ops: true, validateResponses: true, log: () => undefined });
    const ops = operator(first.apiBase());
    expect((await ops.clock()).offsetDays).toBe(0);
    expect((await ops.call('POST', '/clock/advance', { days: -3 })).status).toBe(400);
    expect((await ops.call('POST', '/clock/advance', { days: 1099 })).status).toBe(400);
    const moved = await ops.advanceClock(40);
    expect(moved.clock.offsetDays).toBe(40);
    expect(Date.parse(moved.clock.now) - Date.now()).toBeGreaterThan(39.9 * DAY_MS);
    await first.close();

    const second = await startReferenceServer({ dataDir, ports: [0], ops: true, log: () => undefined });
    expect((await operator(second.apiBase()).clock()).offsetDays).toBe(40);
    await second.close();
  });
});

describe('billing as the calendar moves', () => {
  it('charges each period on the card on file on its own date, and its order tops the order history and ships', async () => {
    const { server, ops } = await backend();
    const found = await approvedPatient(server, { productType: 'hl', treatment: { frequencyOfDelivery: 1 } });
    const due = (await found.subscription())?.nextBillingDate ?? '';

    const { run } = await ops.advanceClock(31);

    const charged = run.events.filter((event) => event.subscriptionId === found.subscriptionId && event.kind === 'charged');
    expect(charged).toEqual([expect.objectContaining({ at: due, period: 2 })]);
    const charges = await found.charges();
    expect(charges.map((charge) => [charge.status, charge.createdAt])).toEqual([
      ['captured', expect.any(String)],
      ['success', due],
    ]);
    expect(charges[1]?.reasonObject.sequencePaymentPeriod).toBe(2);
    const [latest] = await found.orders();
    // Shipped the day after it was made (and delivered three days later, should the month have been short).
    expect(latest?.charge._id).toBe(charges[1]?._id);
    expect(['shipped', 'delivered']).toContain(latest?.status);
    expect(latest?.shippedAt).toBe(new Date(Date.parse(due) + DAY_MS).toISOString());
    const subscription = await found.subscription();
    expect(subscription).toMatchObject({ status: 'active', sequencePaymentPeriod: 2, latestBilledAmount: charges[1]?.sum });
    expect(Date.parse(subscription?.nextBillingDate ?? '')).toBeGreaterThan(Date.parse(due) + 27 * DAY_MS);
    expect(await found.notices()).toContain(`We charged $${charges[1]?.sum.toFixed(2)} for your next Finasteride delivery: it is on its way to the pharmacy.`);
  });

  it('charges nothing while a treatment is paused, and honours skipped periods', async () => {
    const { server, ops } = await backend();
    const paused = await approvedPatient(server, { productType: 'hl', treatment: { frequencyOfDelivery: 1 } });
    const skipping = await approvedPatient(server, { productType: 'hl', treatment: { frequencyOfDelivery: 1 } });
    expect((await paused.api.send('PATCH', `/api/subscription/pause/${paused.subscriptionId}`)).status).toBe(200);
    expect((await skipping.api.send('PUT', `/api/subscription/skip/${skipping.subscriptionId}`, { skipPeriods: 1 })).status).toBe(200);
    const skippedTo = (await skipping.subscription())?.nextBillingDate ?? '';

    await ops.advanceClock(45);
    expect((await paused.charges()).map((charge) => charge.status)).toEqual(['captured']);
    expect((await skipping.charges()).map((charge) => charge.status)).toEqual(['captured']);

    const { run } = await ops.advanceClock(30);
    expect((await paused.charges()).map((charge) => charge.status)).toEqual(['captured']);
    expect(run.events.filter((event) => event.subscriptionId === skipping.subscriptionId && event.kind === 'charged')).toEqual([
      expect.objectContaining({ at: skippedTo, period: 2 }),
    ]);
  });

  it('takes a first-delivery coupon off the first period only', async () => {
    const { server, ops } = await backend();
    const found = await approvedPatient(server, { productType: 'ed', coupon: 'WELCOME20', treatment: { frequencyOfDelivery: 1 } });
    await ops.advanceClock(31);
    const [first, renewal] = await found.charges();
    expect(first?.invoiceItems.some((item) => item.type === 'coupon')).toBe(true);
    expect(renewal?.invoiceItems.some((item) => item.type === 'coupon')).toBe(false);
    const couponLine = first?.invoiceItems.find((item) => item.type === 'coupon');
    expect(couponLine?.name).toBe('$20 off your first delivery');
    expect((renewal?.sum ?? 0) - (first?.sum ?? 0)).toBeCloseTo(couponLine?.sum ?? 0, 2);
  });

  it('takes a winback coupon off the first period billed after the reactivation only', async () => {
    const { server, ops } = await backend();
    const found = await approvedPatient(server, { productType: 'hl', treatment: { frequencyOfDelivery: 1 } });
    expect((await found.api.send('PATCH', `/api/subscription/cancel/${found.subscriptionId}`)).status).toBe(200);
    expect((await found.api.send('PATCH', `/api/subscription/reactivate/${found.subscriptionId}?winback=COMEBACK30`)).status).toBe(200);
    await ops.advanceClock(33);
    const [, comeback, next] = await found.charges();
    expect(comeback?.invoiceItems.find((item) => item.type === 'coupon')?.name).toBe('30% off when you come back');
    expect(next?.invoiceItems.some((item) => item.type === 'coupon')).toBe(false);
    expect(next?.sum).toBeGreaterThan(comeback?.sum ?? 0);
  });

  it('records a refused card as a failed charge, moves the treatment to past_due, ships nothing and tells the patient', async () => {
    const { server, ops } = await backend();
    const found = await approvedPatient(server, { productType: 'hl', card: '4000 0000 0000 0341', treatment: { frequencyOfDelivery: 1 } });
    const due = (await found.subscription())?.nextBillingDate ?? '';
    const ordersBefore = (await found.orders()).length;

    const { run } = await ops.advanceClock(40);

    expect(run.events.filter((event) => event.subscriptionId === found.subscriptionId && event.kind === 'failed')).toEqual([
      expect.objectContaining({ at: due, failureMessage: 'Your card was declined.' }),
    ]);
    const [, failed] = await found.charges();
    expect(failed).toMatchObject({ status: 'failed', createdAt: due, failureMessage: 'Your card was declined.' });
    const subscription = await found.subscription();
    expect(subscription).toMatchObject({
      status: 'past_due',
      isApproved: true,
      nextBillingDate: null,
      paymentIntentStatus: 'requires_payment_method',
      paymentFailure: {
        chargeId: failed?._id,
        sum: failed?.sum,
        billingDate: due,
        message: 'Your card was declined.',
        code: 'card_declined',
        declineCode: 'generic_decline',
      },
    });
    expect(await found.orders()).toHaveLength(ordersBefore);
    expect((await found.notices())[0]).toMatch(
      /^Your payment of \$\d+\.\d{2} for Finasteride on \w+ \d+, \d{4} did not go through: Your card was declined\. Your next delivery waits until it is paid\.$/,
    );
    // Nothing more is billed while it is not paid; the patient may still cancel.
    await ops.advanceClock(40);
    expect((await found.charges()).map((charge) => charge.status)).toEqual(['captured', 'failed']);
    expect((await found.api.send('PATCH', `/api/subscription/pause/${found.subscriptionId}`)).body.message).toBe(
      'This subscription cannot be paused: its last payment did not go through.',
    );
    expect((await found.api.send('PATCH', `/api/subscription/cancel/${found.subscriptionId}`)).status).toBe(200);
    expect((await found.subscription())?.paymentFailure).toBeNull();
  });

  it('refuses a card the calendar has expired', async () => {
    const { server, ops } = await backend();
    const now = new Date();
    const nextMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
    const expiry = `${String(nextMonth.getUTCMonth() + 1).padStart(2, '0')}/${String(nextMonth.getUTCFullYear() % 100).padStart(2, '0')}`;
    const found = await approvedPatient(server, { productType: 'wl', expiry, treatment: { frequencyOfDelivery: 1 } });
    await ops.advanceClock(70);
    const failed = (await found.charges()).find((charge) => charge.status === 'failed');
    expect(failed?.failureMessage).toBe('Your card has expired.');
    expect((await found.subscription())?.paymentFailure).toMatchObject({ code: 'expired_card' });
  });

  it('ends a prescription when its periods are used (renewal), and completes it after 90 days unrenewed', async () => {
    const { server, ops } = await backend();
    const found = await approvedPatient(server, { productType: 'hl', treatment: { frequencyOfDelivery: 3 } });
    const { run } = await ops.advanceClock(366);
    const mine = run.events.filter((event) => event.subscriptionId === found.subscriptionId);
    expect(mine.filter((event) => event.kind === 'charged').map((event) => event.period)).toEqual([2, 3, 4]);
    expect(mine.filter((event) => event.kind === 'prescriptionEnded')).toHaveLength(1);
    expect(await found.subscription()).toMatchObject({ status: 'renewal', isApproved: false, nextBillingDate: null });
    expect((await found.notices()).some((notice) => notice.includes('prescription has come to its end: renew it'))).toBe(true);
    await ops.advanceClock(91);
    expect((await found.subscription())?.status).toBe('completed');
  });
});

describe('orders at the pharmacy', () => {
  let server: RunningReferenceServer;
  let ops: ReturnType<typeof operator>;
  beforeAll(async () => {
    ({ server, ops } = await backend());
  });

  it('ship only once approved, then arrive, each with a notice; the wrong move is a 409 that changes nothing', async () => {
    const { patient, subscriptionId } = await registerPatient(server.apiBase(), { productType: 'ed' });
    const [pending] = await ops.ordersOf(subscriptionId);
    expect(pending?.status).toBe('pending');
    expect(await ops.call('POST', `/orders/${pending?._id}/ship`)).toMatchObject({
      status: 409,
      message: "This order waits for the doctor's approval: it cannot ship yet.",
    });
    expect(await ops.call('POST', `/orders/${pending?._id}/deliver`)).toMatchObject({ status: 409 });

    await ops.decide(subscriptionId, 'approve');
    expect(await ops.call('POST', `/orders/${pending?._id}/deliver`)).toMatchObject({
      status: 409,
      message: 'This order is still at the pharmacy: ship it first.',
    });
    const shipped = await ops.ship(pending?._id ?? '', { carrier: 'FedEx', trackingNumber: '612345678901' });
    expect(shipped).toMatchObject({
      status: 'shipped',
      carrier: 'FedEx',
      tracking_number: '612345678901',
      tracking_url: 'https://www.fedex.com/fedextrack/?trknbr=612345678901',
    });
    expect(await ops.call('POST', `/orders/${pending?._id}/ship`)).toMatchObject({ status: 409, message: 'This order has already shipped.' });
    expect((await ops.deliver(pending?._id ?? '')).status).toBe('delivered');

    const api = await patientApi(server.apiBase(), patient);
    const [seen] = (await api.get<Schemas['Order']>(`/api/order/${pending?._id}`)).data;
    expect(seen).toMatchObject({ status: 'delivered', carrier: 'FedEx', tracking_number: '612345678901' });
    const notices = (await api.get<Schemas['Notification']>('/api/notices?limit=10&page=1')).data.map((notice) => notice.message);
    expect(notices.slice(0, 2)).toEqual([
      'Your Sildenafil order was delivered.',
      'Your Sildenafil order has shipped with FedEx: tracking number 612345678901.',
    ]);
  });
});
