import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../openapi/patient-api';
import type { RunningReferenceServer } from '../../server/reference-server';
import { startTestServer } from '../support/test-server';

type Product = components['schemas']['Product'];

/**
 * Payments under load: many hold-charge requests at once against a running reference backend, over
 * loopback, bounded in number. A retried payment (same idempotency key) charges exactly once, and a
 * subscription never holds two payments, however the requests interleave.
 */
const BURST = 25;
const NEXT_YEAR = new Date().getUTCFullYear() + 1;

let server: RunningReferenceServer;

interface Answer {
  readonly status: number;
  readonly body: { status: string; message?: string; data?: unknown[] };
}

const call = async (method: string, path: string, token?: string, body?: unknown): Promise<Answer> => {
  const response = await fetch(`${server.apiBase()}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Answer['body'] };
};

const dataOf = <T>(answer: Answer): T => answer.body.data?.[0] as T;

/** A patient with a saved address and an ED subscription in registration with a plan chosen. */
const patientReadyToPay = async (name: string) => {
  const email = `${name}@load.example`;
  await call('POST', '/identity/sign-up', undefined, { email, password: 'LoadCheck123' });
  const token = dataOf<{ accessToken: string }>(await call('POST', '/identity/sign-in', undefined, { email, password: 'LoadCheck123' })).accessToken;
  await call('POST', '/api/patient', token, { email, productType: 'ed' });
  await call('POST', '/api/v2/subscription/update-shipping-address/save', token, { address: '9 Oak Lane', city: 'Denver', state: 'CO', zipCode: '80202' });
  const subscriptionId = dataOf<{ _id: string }>(await call('POST', '/api/subscription', token, { productType: 'ed' }))._id;
  const products = (await call('GET', '/api/products?productType=ed', token)).body.data as Product[];
  const product = products[0];
  const variation = product?.variations[0];
  const dose = variation?.doses.find((candidate) => candidate.status === 'active');
  if (!product || !variation || !dose) throw new Error('The seeded catalogue has no ED dose');
  const chosen = await call('PUT', `/api/subscription/${subscriptionId}`, token, {
    productId: product._id,
    variationId: variation._id,
    doseId: dose._id,
    frequencyOfReception: variation.frequencyOfReception[0],
    frequencyOfDelivery: product.frequencyOfDelivery[0],
    packageType: variation.packageTypes[0],
  });
  expect(chosen.status).toBe(200);
  return { token, subscriptionId };
};

const cardToken = async (token: string): Promise<string> =>
  dataOf<{ id: string }>(await call('POST', '/sandbox-card/tokens', token, { number: '4242424242424242', expMonth: 12, expYear: NEXT_YEAR, cvc: '123' })).id;

const countRows = async (sql: string, subscriptionId: string): Promise<number> =>
  (await server.context.db.query<{ n: number }>(sql, [subscriptionId])).rows[0]?.n ?? -1;

/** Fires the requests together and prints what a load check prints: requests per second and errors. */
const burst = async (label: string, requests: readonly (() => Promise<Answer>)[]): Promise<Answer[]> => {
  const started = performance.now();
  const answers = await Promise.all(requests.map((request) => request()));
  const seconds = (performance.now() - started) / 1000;
  const errors = answers.filter((answer) => answer.status >= 500).length;
  console.log(
    `[load] ${label}: ${answers.length} requests in ${seconds.toFixed(2)} s, ${(answers.length / seconds).toFixed(0)} req/s, ${errors} server errors`,
  );
  return answers;
};

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('concurrent payments', () => {
  it(`charges once for ${BURST} simultaneous retries of one payment (same idempotency key)`, async () => {
    const { token, subscriptionId } = await patientReadyToPay('retrier');
    const body = { cardToken: await cardToken(token), idempotencyKey: 'load-check-same-key-0001' };
    const answers = await burst(
      'same key',
      Array.from({ length: BURST }, () => () => call('POST', `/api/v2/subscription/hold-charge/${subscriptionId}`, token, body)),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(BURST).fill(201));
    // Every retry gets the very answer the payment got: the same charge, the same order.
    expect(new Set(answers.map((answer) => JSON.stringify(answer.body))).size).toBe(1);
    expect(await countRows('select count(*)::int as n from charges where subscription_id = $1', subscriptionId)).toBe(1);
    expect(await countRows('select count(*)::int as n from orders where subscription_id = $1', subscriptionId)).toBe(1);
  });

  it(`holds one payment when ${BURST} different payments of one subscription arrive together (different keys)`, async () => {
    const { token, subscriptionId } = await patientReadyToPay('double-payer');
    const tokens = await Promise.all(Array.from({ length: BURST }, () => cardToken(token)));
    const answers = await burst(
      'different keys',
      tokens.map(
        (cardTokenId, index) => () =>
          call('POST', `/api/v2/subscription/hold-charge/${subscriptionId}`, token, { cardToken: cardTokenId, idempotencyKey: `load-check-key-${index}-0001` }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(BURST - 1);
    expect(new Set(answers.filter((a) => a.status === 409).map((a) => a.body.message))).toEqual(
      new Set(['This subscription already has a payment on hold: it is not charged twice.']),
    );
    expect(await countRows(`select count(*)::int as n from charges where subscription_id = $1 and status = 'hold'`, subscriptionId)).toBe(1);
    expect(await countRows('select count(*)::int as n from orders where subscription_id = $1', subscriptionId)).toBe(1);
    // Only the card that paid is spent: a refused payment leaves nothing behind.
    expect(
      (await server.context.db.query<{ n: number }>('select count(*)::int as n from card_tokens where id = any($1) and used_at is not null', [tokens])).rows[0]
        ?.n,
    ).toBe(1);
  });

  it('loses no payment when many patients pay at the same moment', async () => {
    const patients = await Promise.all(Array.from({ length: 8 }, (_, index) => patientReadyToPay(`crowd-${index}`)));
    const payments = await Promise.all(
      patients.map(async (patient) => ({ ...patient, body: { cardToken: await cardToken(patient.token), idempotencyKey: `crowd-${patient.subscriptionId}` } })),
    );
    // Each patient's payment arrives twice (a double click), all of them together.
    const answers = await burst(
      'many patients',
      payments
        .flatMap((payment) => [payment, payment])
        .map((payment) => () => call('POST', `/api/v2/subscription/hold-charge/${payment.subscriptionId}`, payment.token, payment.body)),
    );
    expect(answers.every((answer) => answer.status === 201)).toBe(true);
    for (const { subscriptionId } of patients) {
      expect(await countRows('select count(*)::int as n from charges where subscription_id = $1', subscriptionId)).toBe(1);
    }
  });
});
