/**
 * `npm run load`: a short, bounded load check of the reference backend on loopback (issue 10). It starts
 * its own server in memory, prepares patients who are ready to pay, then for `--seconds` runs `--clients`
 * concurrent clients signing in, reading /me and their subscriptions, and paying through the sandbox card:
 * each payment sent three times at once with one idempotency key (a double click and a retry), and half
 * of them tried again with another key and card (which must be refused). It prints requests per second,
 * latency percentiles per operation and the error count, then proves from the database that no payment
 * was lost or duplicated. Exits non-zero on any server error, lost or duplicated payment.
 */
import { parseArgs } from 'node:util';
import type { components } from '../openapi/patient-api';
import { startReferenceServer } from '../server/reference-server';
import { isError, provePayments, summarize, type PaymentAttempt, type Sample } from './load-report';

type Product = components['schemas']['Product'];

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '20' },
    clients: { type: 'string', default: '8' },
    payments: { type: 'string', default: '40' },
  },
});
const SECONDS = Number(values.seconds);
const CLIENTS = Number(values.clients);
const PAYMENTS = Number(values.payments);
if (![SECONDS, CLIENTS, PAYMENTS].every((value) => Number.isInteger(value) && value > 0)) {
  throw new Error('--seconds, --clients and --payments take whole numbers above 0');
}

const PASSWORD = 'LoadCheck123';
const NEXT_YEAR = new Date().getUTCFullYear() + 1;

// Every client signs in again and again from 127.0.0.1: the rate limits would measure themselves.
const server = await startReferenceServer({ dataDir: null, ports: [0], host: '127.0.0.1', log: () => undefined, rateLimits: { scale: 1000 } });
const api = server.apiBase();
const samples: Sample[] = [];
let measuring = false;

interface Answer {
  readonly status: number;
  readonly body: { message?: string; data?: unknown[] };
}

/** One API call, timed and recorded while the load runs; a request that gets no answer counts as status 0. */
const call = async (operation: string, method: string, path: string, token?: string, body?: unknown): Promise<Answer> => {
  const started = performance.now();
  let answer: Answer;
  try {
    const response = await fetch(`${api}${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    answer = { status: response.status, body: (await response.json()) as Answer['body'] };
  } catch (error) {
    answer = { status: 0, body: { message: error instanceof Error ? error.message : String(error) } };
  }
  if (measuring) samples.push({ operation, status: answer.status, ms: performance.now() - started });
  return answer;
};

const first = <T>(answer: Answer, what: string): T => {
  const value = answer.body.data?.[0];
  if (answer.status >= 300 || value === undefined) throw new Error(`${what} failed: ${answer.status} ${answer.body.message ?? ''}`);
  return value as T;
};

interface Patient {
  readonly email: string;
  readonly token: string;
  readonly patientId: string;
  readonly subscriptionId: string;
}

/** A patient with a saved address and an ED subscription in registration with a plan chosen. */
const patientReadyToPay = async (index: number): Promise<Patient> => {
  const email = `load-${index}@load.example`;
  first(await call('setup', 'POST', '/identity/sign-up', undefined, { email, password: PASSWORD }), 'sign-up');
  const { accessToken: token } = first<{ accessToken: string }>(
    await call('setup', 'POST', '/identity/sign-in', undefined, { email, password: PASSWORD }),
    'sign-in',
  );
  const { patientId } = first<{ patientId: string }>(await call('setup', 'POST', '/api/patient', token, { email, productType: 'ed' }), 'patient');
  first(
    await call('setup', 'POST', '/api/v2/subscription/update-shipping-address/save', token, {
      address: '9 Oak Lane',
      city: 'Denver',
      state: 'CO',
      zipCode: '80202',
    }),
    'address',
  );
  const { _id: subscriptionId } = first<{ _id: string }>(await call('setup', 'POST', '/api/subscription', token, { productType: 'ed' }), 'subscription');
  const products = (await call('setup', 'GET', '/api/products?productType=ed', token)).body.data as Product[];
  const product = products[0];
  const variation = product?.variations[0];
  const dose = variation?.doses.find((candidate) => candidate.status === 'active');
  if (!product || !variation || !dose) throw new Error('The seeded catalogue has no ED dose');
  first(
    await call('setup', 'PUT', `/api/subscription/${subscriptionId}`, token, {
      productId: product._id,
      variationId: variation._id,
      doseId: dose._id,
      frequencyOfReception: variation.frequencyOfReception[0],
      frequencyOfDelivery: product.frequencyOfDelivery[0],
      packageType: variation.packageTypes[0],
    }),
    'plan',
  );
  return { email, token, patientId, subscriptionId };
};

const cardToken = async (token: string): Promise<string> =>
  first<{ id: string }>(
    await call('card token', 'POST', '/sandbox-card/tokens', token, { number: '4242424242424242', expMonth: 12, expYear: NEXT_YEAR, cvc: '123' }),
    'card token',
  ).id;

const attempts: PaymentAttempt[] = [];
const unexpected: string[] = [];

/** One payment: the same request three times at once, then (every other one) a second payment with another key. */
const pay = async (patient: Patient, index: number): Promise<void> => {
  const key = `load-${patient.subscriptionId}-first`;
  const body = { cardToken: await cardToken(patient.token), idempotencyKey: key };
  const path = `/api/v2/subscription/hold-charge/${patient.subscriptionId}`;
  const answers = await Promise.all([1, 2, 3].map(() => call('payment (same key x3)', 'POST', path, patient.token, body)));
  attempts.push({
    subscriptionId: patient.subscriptionId,
    idempotencyKey: key,
    chargeIds: answers.filter((answer) => answer.status === 201).map((answer) => first<{ charge: { _id: string } }>(answer, 'payment').charge._id),
  });
  for (const answer of answers) if (answer.status !== 201) unexpected.push(`payment answered ${answer.status}: ${answer.body.message ?? ''}`);
  if (index % 2 === 1) {
    const again = await call('second payment (new key)', 'POST', path, patient.token, {
      cardToken: await cardToken(patient.token),
      idempotencyKey: `load-${patient.subscriptionId}-second`,
    });
    if (again.status !== 409) unexpected.push(`a second payment of one subscription answered ${again.status}, not 409`);
  }
};

const readOnly = [
  (patient: Patient) => call('GET /me', 'GET', '/me', patient.token),
  (patient: Patient) => call('GET /api/subscriptions', 'GET', `/api/subscriptions?patientId=${patient.patientId}`, patient.token),
  (patient: Patient) => call('sign-in', 'POST', '/identity/sign-in', undefined, { email: patient.email, password: PASSWORD }),
] as const;

try {
  console.log(`Preparing ${PAYMENTS} patients ready to pay...`);
  const patients: Patient[] = [];
  for (let batch = 0; batch < PAYMENTS; batch += CLIENTS) {
    patients.push(...(await Promise.all(Array.from({ length: Math.min(CLIENTS, PAYMENTS - batch) }, (_, offset) => patientReadyToPay(batch + offset)))));
  }

  console.log(`Load: ${CLIENTS} concurrent clients for ${SECONDS} s (sign-in, /me, subscription lists, payments)...`);
  measuring = true;
  const started = performance.now();
  const deadline = started + SECONDS * 1000;
  let nextPayment = 0;
  let step = 0;
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, client) => {
      while (performance.now() < deadline) {
        step += 1;
        // Payments are spread over the run: one in every six steps while unpaid patients remain.
        if (step % 6 === 0 && nextPayment < patients.length) {
          const index = nextPayment;
          nextPayment += 1;
          await pay(patients[index] as Patient, index);
        } else {
          const patient = patients[(client + step) % patients.length] as Patient;
          await (readOnly[step % readOnly.length] as (typeof readOnly)[number])(patient);
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  measuring = false;

  const errors = samples.filter(isError);
  console.log(
    `\n${samples.length} requests in ${seconds.toFixed(1)} s: ${(samples.length / seconds).toFixed(0)} requests per second, ${errors.length} errors (5xx or no answer)`,
  );
  console.log('\n  operation                   count   p50 ms   p90 ms   p99 ms   max ms   non-2xx');
  const operations = [...new Set(samples.map((sample) => sample.operation))].sort();
  for (const operation of [...operations, 'all']) {
    const mine = operation === 'all' ? samples : samples.filter((sample) => sample.operation === operation);
    const summary = summarize(mine.map((sample) => sample.ms));
    const non2xx = mine.filter((sample) => sample.status < 200 || sample.status >= 300).length;
    const cells = [summary.p50, summary.p90, summary.p99, summary.max].map((ms) => ms.toFixed(0).padStart(8)).join(' ');
    console.log(`  ${operation.padEnd(26)}${String(summary.count).padStart(7)} ${cells} ${String(non2xx).padStart(9)}`);
  }

  const paidIds = attempts.map((attempt) => attempt.subscriptionId);
  const rows = await server.context.db.query<{ id: string; subscription_id: string }>(
    'select id, subscription_id from charges where subscription_id = any($1)',
    [paidIds],
  );
  const proof = provePayments(
    attempts,
    rows.rows.map((row) => ({ id: row.id, subscriptionId: row.subscription_id })),
  );
  const requests = samples.filter((sample) => sample.operation.includes('payment')).length;
  console.log(
    `\nPayments: ${attempts.length} paid through ${requests} payment requests; ${proof.charges} charges in the database for ${proof.paid} paid subscriptions`,
  );
  console.log(
    `  lost ${proof.lost.length}, duplicated ${proof.duplicated.length}, charged without an answer ${proof.unanswered.length}, unexpected answers ${unexpected.length}`,
  );
  const problems = [
    ...errors.slice(0, 5).map((sample) => `server error: ${sample.operation} answered ${sample.status}`),
    ...proof.lost.map((id) => `payment lost: charge ${id} was answered but is not in the database`),
    ...proof.duplicated.map((what) => `payment duplicated: ${what}`),
    ...proof.unanswered.map((id) => `charge ${id} exists but no answer announced it`),
    ...unexpected.slice(0, 5),
    ...(attempts.length === 0 ? ['no payment was made: run longer (--seconds) or with fewer clients'] : []),
  ];
  for (const problem of problems) console.error(`  ✗ ${problem}`);
  process.exitCode = problems.length > 0 ? 1 : 0;
} finally {
  await server.close();
}
