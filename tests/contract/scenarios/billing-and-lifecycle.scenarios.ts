import { describe, expect, it } from 'vitest';
import type { components } from '../../../openapi/patient-api';
import { billDuePeriod } from '../../../server/billing/period-billing';
import type { RunningReferenceServer } from '../../../server/reference-server';
import type { SubscriptionDoc } from '../../../server/subscriptions/subscriptions.repository';
import type { PatientDoc } from '../../../server/users/users.repository';
import { DEMO_ACCOUNTS } from '../../../server/seed/seed-demo-data';
import type { CallResult, ContractClient } from '../contract-client';

type Schemas = components['schemas'];
type Subscription = Schemas['LifecycleSubscription'];
type Charge = Schemas['Charge'];
type Order = Schemas['Order'];
type Product = Schemas['Product'];

const first = <T>(result: CallResult): T => result.body.data?.[0] as T;
const all = <T>(result: CallResult): T[] => (result.body.data ?? []) as T[];

const NEXT_YEAR = new Date().getUTCFullYear() + 1;
const ADDRESS = { address: '  500 Main   Street ', city: 'Austin', state: 'TX', zipCode: '73301' };

/** Card tokens, the registration payment, charges, orders, and every subscription action with its status rules. */
export const billingAndLifecycleScenarios = (api: () => ContractClient, server: () => RunningReferenceServer) => {
  let keys = 0;
  const newKey = () => `contract-key-${(keys += 1)}-${Date.now()}`;

  const newPatient = async (name: string) => {
    const email = `${name}@billing.example`;
    const token = await api().signUpAndIn(email);
    const created = await api().call('POST', '/api/patient', { token, body: { email, productType: 'ed' } });
    return { token, patientId: first<{ patientId: string }>(created).patientId };
  };

  /** A plan delivered every 3 months, from a variation with more than one dose (so the dose can change). */
  const quarterlyChoice = async (token: string) => {
    const products = all<Product>(await api().call('GET', '/api/products?productType=ed', { token }));
    for (const product of products.filter((p) => p.frequencyOfDelivery.includes(3))) {
      const variation = product.variations.find((v) => v.doses.filter((d) => d.status === 'active').length > 1);
      const [dose, otherDose] = variation?.doses.filter((d) => d.status === 'active') ?? [];
      if (variation && dose && otherDose) {
        return {
          body: {
            productId: product._id,
            variationId: variation._id,
            doseId: dose._id,
            frequencyOfReception: variation.frequencyOfReception[0] ?? 1,
            frequencyOfDelivery: 3,
            packageType: variation.packageTypes[0] ?? 'bottle',
          },
          otherDoseId: otherDose._id,
        };
      }
    }
    throw new Error('The seeded catalogue has no quarterly ED variation with two doses');
  };

  /** A subscription in registration with a quarterly plan chosen. */
  const subscriptionWithPlan = async (token: string) => {
    const created = await api().call('POST', '/api/subscription', { token, body: { productType: 'ed' } });
    const id = first<Subscription>(created)._id;
    const choice = await quarterlyChoice(token);
    expect((await api().call('PUT', `/api/subscription/${id}`, { token, body: choice.body })).status).toBe(200);
    return { id, otherDoseId: choice.otherDoseId };
  };

  const cardToken = async (token: string, number = '4242 4242 4242 4242') => {
    const tokenized = await api().call('POST', '/sandbox-card/tokens', { token, body: { number, expMonth: 12, expYear: NEXT_YEAR, cvc: '123' } });
    expect(tokenized.status).toBe(201);
    return first<{ id: string }>(tokenized).id;
  };

  const holdCharge = (token: string, subscriptionId: string, body: Record<string, unknown>) =>
    api().call('POST', `/api/v2/subscription/hold-charge/${subscriptionId}`, { token, body });

  /** A paid registration: address saved, first period held on a card that pays (4242, or 0341 that declines renewals). */
  const paidSubscription = async (token: string, number?: string) => {
    expect((await api().call('POST', '/api/v2/subscription/update-shipping-address/save', { token, body: ADDRESS })).status).toBe(200);
    const subscription = await subscriptionWithPlan(token);
    const paid = await holdCharge(token, subscription.id, { cardToken: await cardToken(token, number), idempotencyKey: newKey() });
    expect(paid.status).toBe(201);
    return { ...subscription, ...first<{ charge: Charge; order: Order }>(paid) };
  };

  /**
   * Stands in for the provider's back office, which the patient API does not include: the doctor
   * approves (the held payment is captured, the order goes to the pharmacy, the subscription is active),
   * or the care team asks the patient for something (in_progress).
   */
  const backOffice = {
    approve: async (subscriptionId: string) => {
      await server().context.db.transaction(async (tx) => {
        await tx.query(
          `update charges set status = 'captured', doc = jsonb_set(doc, '{status}', '"captured"') where subscription_id = $1 and status = 'hold'`,
          [subscriptionId],
        );
        await tx.query(
          `update orders set status = 'processing', doc = jsonb_set(doc, '{status}', '"processing"') where subscription_id = $1 and status = 'pending'`,
          [subscriptionId],
        );
        await tx.query(`update subscriptions set doc = doc || '{"status": "active", "isApproved": true, "registrationStep": "done"}'::jsonb where id = $1`, [
          subscriptionId,
        ]);
      });
    },
    /** The billing run meets the next period now: the card on file is charged for it (0341 declines). */
    billNextPeriod: async (subscriptionId: string) => {
      const due = new Date().toISOString();
      await server().context.db.transaction(async (tx) => {
        const found = await tx.query<{ doc: SubscriptionDoc; patient: PatientDoc }>(
          'select s.doc, p.doc as patient from subscriptions s join patients p on p.id = s.patient_id where s.id = $1 for update of s',
          [subscriptionId],
        );
        const row = found.rows[0];
        if (!row) throw new Error(`No subscription ${subscriptionId}`);
        await billDuePeriod(tx, { ...row.doc, nextBillingDate: due, nextPeriodStart: due }, row.patient);
      });
    },
    askForAction: async (subscriptionId: string) => {
      await server().context.db.query(`update subscriptions set doc = doc || '{"status": "in_progress", "registrationStep": "done"}'::jsonb where id = $1`, [
        subscriptionId,
      ]);
    },
  };

  const subscriptionOf = async (token: string, id: string) => first<Subscription>(await api().call('GET', `/api/subscription/${id}`, { token }));

  const questionsOf = async (token: string, questionType: Schemas['QuestionType']) => {
    const listed = await api().call('GET', `/api/questionnaires?sort=sequence&productType=ed&questionType=${questionType}`, { token });
    const questions = all<Schemas['Question']>(listed).filter((q) => q.kind !== 'chatMessage');
    const question = questions[0];
    if (!question) throw new Error(`No ${questionType} for ed`);
    return [{ questionId: question._id, ...(question.qOptions?.[0] ? { optionIds: [question.qOptions[0]._id] } : { value: 'Fine, thank you' }) }];
  };

  describe('sandbox card tokens (the card provider in local mode)', () => {
    it('tokenizes a test card, keeping only brand, last four digits and expiry, never the number', async () => {
      const { token } = await newPatient('tokens');
      const tokenized = await api().call('POST', '/sandbox-card/tokens', {
        token,
        body: { number: '4242 4242 4242 4242', expMonth: 12, expYear: NEXT_YEAR, cvc: '123' },
      });
      expect(tokenized.status).toBe(201);
      expect(first(tokenized)).toMatchObject({ card: { brand: 'Visa', last4: '4242', expMonth: 12, expYear: NEXT_YEAR }, livemode: false });
      const stored = await server().context.db.query<{ row: string }>('select row_to_json(t)::text as row from card_tokens t where id = $1', [
        first<{ id: string }>(tokenized).id,
      ]);
      expect(stored.rows[0]?.row).not.toMatch(/4242424242424242|"123"/);
      const amex = await api().call('POST', '/sandbox-card/tokens', {
        token,
        body: { number: '378282246310005', expMonth: 1, expYear: NEXT_YEAR, cvc: '1234' },
      });
      expect(first(amex)).toMatchObject({ card: { brand: 'American Express', last4: '0005' } });
    });

    it("refuses a mistyped number, a past expiry, a wrong-length code and a real card, with the provider's words", async () => {
      const { token } = await newPatient('bad-cards');
      const tokenize = (body: Record<string, unknown>) =>
        api().call('POST', '/sandbox-card/tokens', { token, body: { number: '4242424242424242', expMonth: 12, expYear: NEXT_YEAR, cvc: '123', ...body } });
      expect(await tokenize({ number: '4242424242424241' })).toMatchObject({
        status: 402,
        body: { message: 'Your card number is invalid.', metadata: { code: 'invalid_number' } },
      });
      expect(await tokenize({ expMonth: 1, expYear: NEXT_YEAR - 2 })).toMatchObject({
        status: 402,
        body: { message: "Your card's expiration date is in the past." },
      });
      expect(await tokenize({ cvc: '1234' })).toMatchObject({ status: 402, body: { message: "Your card's security code is invalid." } });
      const real = await tokenize({ number: '4532015112830366' });
      expect(real.status).toBe(402);
      expect(real.body.message).toMatch(/^Your card was declined\. Your request was in test mode, but used a non test card\./);
      expect((await tokenize({ number: '4242-4242-4242-4242' })).status).toBe(400);
      expect(
        (await api().call('POST', '/sandbox-card/tokens', { body: { number: '4242424242424242', expMonth: 12, expYear: NEXT_YEAR, cvc: '123' } })).status,
      ).toBe(401);
    });
  });

  describe('the shipping address', () => {
    it('saves a tidy address in an enabled state, and refuses a malformed one or a state not served', async () => {
      const { token } = await newPatient('address');
      const save = (body: Record<string, unknown>, action = 'save') =>
        api().call('POST', `/api/v2/subscription/update-shipping-address/${action}`, { token, body });
      const saved = await save(ADDRESS);
      expect(first(saved)).toEqual({ shipping: { address: '500 Main Street', city: 'Austin', state: 'TX', zipCode: '73301' }, updatedOrderIds: [] });
      expect(await save({ ...ADDRESS, state: 'AR' })).toMatchObject({
        status: 400,
        body: { message: 'We do not ship to Arkansas yet: our service is not available there.' },
      });
      expect((await save({ ...ADDRESS, state: 'ZZ' })).status).toBe(400);
      expect((await save({ ...ADDRESS, zipCode: '7330' })).body.message).toMatch(/zipCode/);
      expect((await save({ ...ADDRESS, address: '   ' })).status).toBe(400);
      expect((await save({ ...ADDRESS, country: 'US' })).body.message).toBe("Invalid body: unknown field 'country'");
      expect((await save(ADDRESS, 'delete')).status).toBe(400);
      const me = first<Schemas['User']>(await api().call('GET', '/me', { token }));
      expect(me.patient?.shipping).toEqual({ address: '500 Main Street', city: 'Austin', state: 'TX', zipCode: '73301' });
      expect((await api().call('POST', '/api/v2/subscription/update-shipping-address/save', { body: ADDRESS })).status).toBe(401);
    });

    it('re-addresses the orders not shipped yet with save-and-reship', async () => {
      const { token } = await newPatient('reship');
      const { order } = await paidSubscription(token);
      const moved = await api().call('POST', '/api/v2/subscription/update-shipping-address/save-and-reship', {
        token,
        body: { address: '1 Elm Road', city: 'Dallas', state: 'TX', zipCode: '75201-1234' },
      });
      expect(first(moved)).toMatchObject({ updatedOrderIds: [order._id] });
      const reread = first<Order>(await api().call('GET', `/api/order/${order._id}`, { token }));
      expect(reread.patient.shipping).toEqual({ address: '1 Elm Road', city: 'Dallas', state: 'TX', zipCode: '75201-1234' });
    });
  });

  describe('the registration payment (hold-charge)', () => {
    it('needs an address, the price the server computes, and a card that goes through', async () => {
      const { token } = await newPatient('payer');
      const { id } = await subscriptionWithPlan(token);
      const good = await cardToken(token);
      expect(await holdCharge(token, id, { cardToken: good, idempotencyKey: newKey() })).toMatchObject({
        status: 409,
        body: { message: 'Add your shipping address before paying: your order needs somewhere to go.' },
      });
      await api().call('POST', '/api/v2/subscription/update-shipping-address/save', { token, body: ADDRESS });
      const wrongPrice = await holdCharge(token, id, { cardToken: good, idempotencyKey: newKey(), amount: 0.01 });
      expect(wrongPrice.status).toBe(409);
      expect(wrongPrice.body.message).toMatch(/^The price of this subscription is now \$\d+\.\d{2}: please review it before paying\.$/);
      const price = (wrongPrice.body.metadata as { amount: number }).amount;
      // The amount held is the price the app shows for the upcoming period.
      expect(first<Schemas['PeriodQuote']>(await api().call('GET', `/api/subscription/${id}/price`, { token })).total).toBe(price);

      for (const [number, message] of [
        ['4000 0000 0000 0002', 'Your card was declined.'],
        ['4000 0000 0000 9995', 'Your card has insufficient funds.'],
        ['4000 0000 0000 0069', 'Your card has expired.'],
        ['4000 0000 0000 0127', "Your card's security code is incorrect."],
      ] as const) {
        const declined = await holdCharge(token, id, { cardToken: await cardToken(token, number), idempotencyKey: newKey(), amount: price });
        expect(declined, number).toMatchObject({ status: 402, body: { status: 'error', message } });
      }
      expect(all(await api().call('GET', `/api/subscription/charges/${id}`, { token }))).toEqual([]);

      const key = newKey();
      const paid = await holdCharge(token, id, { cardToken: good, idempotencyKey: key, amount: price });
      expect(paid.status).toBe(201);
      const { charge, order } = first<{ charge: Charge; order: Order }>(paid);
      expect(charge).toMatchObject({ status: 'hold', sum: price, reasonType: 'subscription', card: { cardType: 'Visa', cardNumber: '4242' } });
      expect(charge.reasonObject).toMatchObject({ sequencePaymentPeriod: 1, maxPeriodsCount: 4, refills: 3 });
      const lines = charge.invoiceItems.reduce((sum, item) => sum + Math.round(item.sum * 100) * (item.isNegative ? -1 : 1), 0);
      expect(lines).toBe(Math.round(price * 100));
      expect(order).toMatchObject({
        status: 'pending',
        carrier: null,
        tracking_number: null,
        charge: { _id: charge._id, invoiceId: charge.invoiceId, sum: price },
      });
      const me = first<Schemas['User']>(await api().call('GET', '/me', { token }));
      expect(me.patient?.creditCard).toEqual({ cardNumber: '4242', cardType: 'Visa', expirationDate: `12/${String(NEXT_YEAR % 100).padStart(2, '0')}` });
      const subscription = await subscriptionOf(token, id);
      expect(subscription).toMatchObject({ sequencePaymentPeriod: 1, paymentIntentStatus: 'requires_capture', creditCard: { cardNumber: '4242' } });
      expect(new Date(subscription.expiredAt ?? 0).getTime()).toBeGreaterThan(Date.now() + 360 * 24 * 3600 * 1000);
    });

    it('charges once per idempotency key, and holds one payment per subscription', async () => {
      const { token } = await newPatient('double-click');
      await api().call('POST', '/api/v2/subscription/update-shipping-address/save', { token, body: ADDRESS });
      const { id } = await subscriptionWithPlan(token);
      const good = await cardToken(token);
      const key = newKey();
      const firstAnswer = await holdCharge(token, id, { cardToken: good, idempotencyKey: key });
      const retried = await holdCharge(token, id, { cardToken: good, idempotencyKey: key });
      expect(retried).toEqual(firstAnswer);
      expect(await holdCharge(token, id, { cardToken: await cardToken(token), idempotencyKey: key })).toMatchObject({
        status: 409,
        body: { message: 'This idempotency key was already used for a different payment: use a new key for a new payment.' },
      });
      expect(await holdCharge(token, id, { cardToken: await cardToken(token), idempotencyKey: newKey() })).toMatchObject({
        status: 409,
        body: { message: 'This subscription already has a payment on hold: it is not charged twice.' },
      });
      // A second registration (another product type: one registration per type at a time).
      const other = first<Subscription>(await api().call('POST', '/api/subscription', { token, body: { productType: 'hl' } }));
      expect(await holdCharge(token, other._id, { cardToken: good, idempotencyKey: newKey() })).toMatchObject({
        status: 409,
        body: { message: 'This card entry was already used for a payment: enter your card again.' },
      });
      expect((await holdCharge(token, other._id, { cardToken: `tok_${'0'.repeat(24)}`, idempotencyKey: newKey() })).body.message).toBe(
        'No such card token: please enter your card again.',
      );
      expect(all<Charge>(await api().call('GET', `/api/subscription/charges/${id}`, { token })).map((c) => c.status)).toEqual(['hold']);
    });

    it('logs payment attempts without card data', async () => {
      const { token } = await newPatient('attempts');
      const { id } = await subscriptionWithPlan(token);
      const logged = await api().call('POST', `/api/subscription/log-payment-attempt/${id}`, {
        token,
        body: { outcome: 'failed', message: 'Your card was declined.', code: 'card_declined', processor: 'sandbox' },
      });
      expect(logged.status).toBe(201);
      expect(first(logged)).toMatchObject({ subscriptionId: id, outcome: 'failed', message: 'Your card was declined.', code: 'card_declined' });
      const withNumber = await api().call('POST', `/api/subscription/log-payment-attempt/${id}`, {
        token,
        body: { outcome: 'failed', message: 'card 4242 4242 4242 4242 declined' },
      });
      expect(withNumber.status).toBe(400);
      const cardField = await api().call('POST', `/api/subscription/log-payment-attempt/${id}`, { token, body: { outcome: 'failed', cardNumber: '4242' } });
      expect(cardField.body.message).toBe("Invalid body: unknown field 'cardNumber'");
    });
  });

  describe('orders', () => {
    it("pages through the demo patient's order history newest first, each order once", async () => {
      const signedIn = await api().call('POST', '/identity/sign-in', { body: DEMO_ACCOUNTS.patient });
      const token = first<{ accessToken: string }>(signedIn).accessToken;
      const seen: Order[] = [];
      let page: number | null = 1;
      while (page !== null) {
        const listed = await api().call('GET', `/api/orders?limit=10&page=${page}&sort=-createdAt`, { token });
        seen.push(...all<Order>(listed));
        page = (listed.body.pagination as { nextPage: number | null }).nextPage;
      }
      expect(seen.length).toBeGreaterThan(20);
      expect(new Set(seen.map((o) => o._id)).size).toBe(seen.length);
      const times = seen.map((o) => Date.parse(o.createdAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      expect(times.at(0)! - times.at(-1)!).toBeGreaterThan(700 * 24 * 3600 * 1000);
      expect(seen.filter((o) => o.carrier && o.tracking_url?.startsWith('https://')).length).toBe(seen.length);
      const oldestFirst = all<Order>(await api().call('GET', '/api/orders?limit=5&sort=createdAt', { token }));
      expect(oldestFirst.map((o) => o._id)).toEqual(
        seen
          .slice(-5)
          .reverse()
          .map((o) => o._id),
      );
      const beyond = await api().call('GET', '/api/orders?limit=10&page=99', { token });
      expect(beyond.body).toMatchObject({ data: [], pagination: { nextPage: null, total: seen.length } });
      expect((await api().call('GET', '/api/orders?limit=0', { token })).status).toBe(400);
      expect((await api().call('GET', '/api/orders?sort=status', { token })).status).toBe(400);
    });

    it('gives one order, with its whole charge and the patient when asked', async () => {
      const signedIn = await api().call('POST', '/identity/sign-in', { body: DEMO_ACCOUNTS.patient });
      const token = first<{ accessToken: string }>(signedIn).accessToken;
      const [latest] = all<Order>(await api().call('GET', '/api/orders?limit=1', { token }));
      const plain = first<Order>(await api().call('GET', `/api/order/${latest?._id}`, { token }));
      expect(plain.charge).not.toHaveProperty('invoiceItems');
      expect(plain.patient).not.toHaveProperty('user');
      const populated = first<Order>(await api().call('GET', `/api/order/${latest?._id}?populate=patientUser,charge`, { token }));
      expect(populated.charge).toMatchObject({ _id: plain.charge._id, invoiceItems: expect.any(Array), status: expect.any(String) });
      expect(populated.patient.user).toMatchObject({ email: DEMO_ACCOUNTS.patient.email, firstName: 'Jordan' });
      expect((await api().call('GET', `/api/order/${latest?._id}?populate=everything`, { token })).status).toBe(400);
      expect((await api().call('GET', `/api/order/${'f'.repeat(24)}`, { token })).status).toBe(404);
    });

    it("groups the demo patient's charges for billing: history, a failed attempt, a refund, an add-on, the next charge", async () => {
      const signedIn = await api().call('POST', '/identity/sign-in', { body: DEMO_ACCOUNTS.patient });
      const token = first<{ accessToken: string }>(signedIn).accessToken;
      const me = first<Schemas['User']>(await api().call('GET', '/me', { token }));
      const statuses = new Set<string>();
      for (const subscription of me.subscriptions ?? []) {
        const charges = all<Charge>(await api().call('GET', `/api/subscription/charges/${subscription._id}?includeNext=true`, { token }));
        charges.forEach((charge) => statuses.add(`${charge.status}/${charge.reasonType}`));
        if (subscription.status === 'active') {
          const next = charges.at(-1);
          expect(next).toMatchObject({ status: 'pending', createdAt: subscription.nextBillingDate });
        }
      }
      expect([...statuses].sort()).toEqual([
        'captured/subscription',
        'failed/subscription',
        'pending/subscription',
        'refunded/subscription',
        'success/addon',
        'success/subscription',
      ]);
    });
  });

  describe('subscription actions', () => {
    it('pauses, resumes, skips within the prescription, and refuses what the status does not allow', async () => {
      const { token } = await newPatient('pauser');
      const { id } = await paidSubscription(token);
      expect(await api().call('PATCH', `/api/subscription/pause/${id}`, { token })).toMatchObject({
        status: 409,
        body: { message: 'This subscription cannot be paused: its registration is not finished.' },
      });
      await backOffice.approve(id);
      const before = await subscriptionOf(token, id);
      const charges = all<Charge>(await api().call('GET', `/api/subscription/charges/${id}?includeNext=true`, { token }));
      expect(charges.map((c) => c.status)).toEqual(['captured', 'pending']);
      const upcoming = charges[1]!;

      const paused = first<Subscription>(await api().call('PATCH', `/api/subscription/pause/${id}`, { token }));
      expect(paused).toMatchObject({ status: 'pause', nextBillingDate: null, pausedCharges: [{ sum: upcoming.sum }] });
      expect(all<Charge>(await api().call('GET', `/api/subscription/charges/${id}?includeNext=true`, { token })).map((c) => c.status)).toEqual(['captured']);
      expect((await api().call('PATCH', `/api/subscription/pause/${id}`, { token })).body.message).toBe('This subscription cannot be paused: it is paused.');
      expect((await api().call('PUT', `/api/subscription/skip/${id}`, { token, body: { skipPeriods: 1 } })).status).toBe(409);
      const resumed = first<Subscription>(await api().call('PATCH', `/api/subscription/resume/${id}`, { token }));
      expect(resumed).toMatchObject({ status: 'active', nextBillingDate: before.nextBillingDate, pausedCharges: [], pause: null });
      expect((await api().call('PATCH', `/api/subscription/resume/${id}`, { token })).body.message).toBe('This subscription cannot be resumed: it is active.');

      const skipped = first<Subscription>(await api().call('PUT', `/api/subscription/skip/${id}`, { token, body: { skipPeriods: 1 } }));
      const movedBy = new Date(skipped.nextBillingDate ?? 0).getUTCMonth() - new Date(before.nextBillingDate ?? 0).getUTCMonth();
      expect((movedBy + 12) % 12).toBe(3);
      expect(skipped.skipPeriods).toBe(1);
      const tooFar = await api().call('PUT', `/api/subscription/skip/${id}`, { token, body: { skipPeriods: 3 } });
      expect(tooFar.status).toBe(409);
      expect(tooFar.body.message).toMatch(
        /^Skipping 3 periods would go past the end of your prescription on \w+ \d+, \d{4}: skip fewer periods or renew it first\.$/,
      );
      expect((await api().call('PUT', `/api/subscription/skip/${id}`, { token, body: { skipPeriods: 4 } })).status).toBe(400);
    });

    it('asks for a dose change, refuses a second one or a dose not offered, and withdraws it', async () => {
      const { token } = await newPatient('dose');
      const { id, otherDoseId } = await paidSubscription(token);
      await backOffice.approve(id);
      const before = await subscriptionOf(token, id);
      expect((await api().call('POST', `/api/subscription/change-dose/${id}`, { token, body: { doseId: before.plan?.doseId } })).body.message).toBe(
        'This is already your dose.',
      );
      expect((await api().call('POST', `/api/subscription/change-dose/${id}`, { token, body: { doseId: 'a'.repeat(24) } })).body.message).toBe(
        'This dose is not offered for your treatment.',
      );
      const asked = await api().call('POST', `/api/subscription/change-dose/${id}`, { token, body: { doseId: otherDoseId } });
      expect(asked.status).toBe(201);
      expect(first<Subscription>(asked)).toMatchObject({ modifyRequest: { type: 'dose', status: 'pending', doseId: otherDoseId }, plan: before.plan });
      expect((await api().call('POST', `/api/subscription/change-dose/${id}`, { token, body: { doseId: otherDoseId } })).status).toBe(409);
      const removed = first<Subscription>(await api().call('PATCH', `/api/subscription/remove-modify/${id}`, { token }));
      expect(removed.modifyRequest).toBeNull();
      expect((await api().call('PATCH', `/api/subscription/remove-modify/${id}`, { token })).body.message).toBe(
        'There is no dose change waiting for the doctor to withdraw.',
      );
    });

    it('takes the follow-up questionnaire, and sends an action-required subscription back for review', async () => {
      const { token } = await newPatient('followup');
      const { id } = await paidSubscription(token);
      const answers = await questionsOf(token, 'followupVisitQuestions');
      expect((await api().call('POST', `/api/v2/subscription/submit-followup/${id}`, { token, body: { questionnaire: answers } })).status).toBe(409);
      expect((await api().call('PATCH', `/api/subscription/${id}/inprogress-to-pending`, { token })).body.message).toBe(
        'This subscription cannot be sent for review: its registration is not finished.',
      );
      await backOffice.askForAction(id);
      const stranger = [{ questionId: 'b'.repeat(24), value: 'x' }];
      expect((await api().call('POST', `/api/v2/subscription/submit-followup/${id}`, { token, body: { questionnaire: stranger } })).body.message).toBe(
        `Invalid body: question ${'b'.repeat(24)} is not a question of the follow-up questionnaire`,
      );
      const submitted = await api().call('POST', `/api/v2/subscription/submit-followup/${id}`, { token, body: { questionnaire: answers } });
      expect(first<Subscription>(submitted)).toMatchObject({ status: 'pending', followUp: { questionnaire: answers } });
      await backOffice.askForAction(id);
      expect(first<Subscription>(await api().call('PATCH', `/api/subscription/${id}/inprogress-to-pending`, { token })).status).toBe('pending');
    });

    it('renews once per key, charging the card on file and shipping an order', async () => {
      const { token } = await newPatient('renewer');
      const { id } = await paidSubscription(token);
      await backOffice.approve(id);
      const before = await subscriptionOf(token, id);
      const questionnaire = await questionsOf(token, 'renewalQuestions');
      const key = newKey();
      const renewed = await api().call('POST', `/api/subscription/renewal/${id}`, { token, body: { questionnaire, idempotencyKey: key } });
      expect(renewed.status).toBe(201);
      const { subscription, charge, order } = first<{ subscription: Subscription; charge: Charge; order: Order }>(renewed);
      expect(charge).toMatchObject({ status: 'success', reasonObject: { sequencePaymentPeriod: 2, refills: 3 }, card: { cardNumber: '4242' } });
      expect(order).toMatchObject({ status: 'processing', charge: { _id: charge._id } });
      expect(subscription).toMatchObject({
        status: 'active',
        sequencePaymentPeriod: 2,
        latestRenewalId: charge._id,
        renewal: { startsAt: before.nextPeriodStart },
      });
      expect(Date.parse(subscription.expiredAt ?? '')).toBeGreaterThan(Date.parse(before.expiredAt ?? ''));
      expect(await api().call('POST', `/api/subscription/renewal/${id}`, { token, body: { questionnaire, idempotencyKey: key } })).toEqual(renewed);
      const again = await api().call('POST', `/api/subscription/renewal/${id}`, { token, body: { questionnaire, idempotencyKey: newKey() } });
      expect(again.status).toBe(409);
      expect(again.body.message).toMatch(/^This subscription was renewed on .+: it can be renewed again from its next period\.$/);
      const orders = all<Order>(await api().call('GET', '/api/orders', { token }));
      expect(orders.map((o) => o._id)).toContain(order._id);
      const billed = first<Schemas['User']>(await api().call('GET', '/me', { token }));
      expect(billed.latestBilledAmount).toBe(charge.sum);
      expect((await api().call('POST', `/api/subscription/renewal/${id}`, { token, body: { questionnaire: [], idempotencyKey: newKey() } })).status).toBe(400);
    });

    it('refuses a renewal the card on file declines, charging nothing, and renews once the card is replaced', async () => {
      const { token, patientId } = await newPatient('declined-renewal');
      const { id } = await paidSubscription(token, '4000 0000 0000 0341');
      await backOffice.approve(id);
      const before = await subscriptionOf(token, id);
      const questionnaire = await questionsOf(token, 'renewalQuestions');
      const key = newKey();
      const declined = await api().call('POST', `/api/subscription/renewal/${id}`, { token, body: { questionnaire, idempotencyKey: key } });
      expect(declined).toMatchObject({
        status: 402,
        body: { message: 'Your card was declined.', metadata: { code: 'card_declined', declineCode: 'generic_decline' } },
      });
      expect(await api().call('POST', `/api/subscription/renewal/${id}`, { token, body: { questionnaire, idempotencyKey: key } })).toEqual(declined);
      expect(await subscriptionOf(token, id)).toEqual(before);
      expect(all<Charge>(await api().call('GET', `/api/subscription/charges/${id}`, { token })).map((charge) => charge.status)).toEqual(['captured']);

      const replaced = await api().call('PUT', `/api/patient/${patientId}/credit-card`, { token, body: { cardToken: await cardToken(token) } });
      expect(replaced.status).toBe(200);
      const renewed = await api().call('POST', `/api/subscription/renewal/${id}`, { token, body: { questionnaire, idempotencyKey: newKey() } });
      expect(renewed.status).toBe(201);
      expect(first<{ charge: Charge }>(renewed).charge).toMatchObject({ status: 'success', card: { cardNumber: '4242' } });
    });

    it('cancels and reactivates with a winback coupon taken off the next charge', async () => {
      const { token } = await newPatient('winback');
      const { id } = await paidSubscription(token);
      await backOffice.approve(id);
      expect(first<Subscription>(await api().call('PUT', `/api/subscription/skip/${id}`, { token, body: { skipPeriods: 1 } })).skipPeriods).toBe(1);
      const cancelled = first<Subscription>(await api().call('PATCH', `/api/subscription/cancel/${id}`, { token }));
      expect(cancelled).toMatchObject({
        status: 'cancel',
        isApproved: false,
        nextBillingDate: null,
        cancellation: { previousStatus: 'active', wasApproved: true },
      });
      const user = first<Schemas['User']>(await api().call('GET', '/me', { token }));
      expect(user.showReactivatePopup).toBe(true);
      // 'Not now' to the popup is remembered; a later cancellation offers it again.
      expect(
        first<Schemas['User']>(await api().call('PUT', `/api/user/${user._id}`, { token, body: { showReactivatePopup: false } })).showReactivatePopup,
      ).toBe(false);
      expect(first<Schemas['User']>(await api().call('GET', '/me', { token })).showReactivatePopup).toBe(false);
      expect((await api().call('PUT', `/api/user/${user._id}`, { token, body: { showReactivatePopup: true } })).status).toBe(400);
      expect((await api().call('PATCH', `/api/subscription/cancel/${id}`, { token })).body.message).toBe(
        'This subscription cannot be cancelled: it is cancelled.',
      );
      expect((await api().call('PATCH', `/api/subscription/reactivate/${id}?winback=NOPE`, { token })).body.message).toBe(
        "The winback code 'NOPE' is not valid.",
      );
      expect((await api().call('PATCH', `/api/subscription/reactivate/${id}?winback=WELCOME20`, { token })).body.message).toBe(
        "The code 'WELCOME20' is not a winback offer.",
      );
      expect((await subscriptionOf(token, id)).status).toBe('cancel');

      const reactivated = first<Subscription>(await api().call('PATCH', `/api/subscription/reactivate/${id}?winback=comeback30&fromPopup=true`, { token }));
      // A treatment back from a cancellation starts its count of skipped periods again.
      expect(reactivated).toMatchObject({ status: 'active', isApproved: true, cancellation: null, skipPeriods: 0 });
      expect(reactivated.coupons?.find((c) => c.code === 'COMEBACK30')).toMatchObject({ firstPeriod: 2 });
      expect(Date.parse(reactivated.nextBillingDate ?? '') - Date.now()).toBeGreaterThan(23 * 3600 * 1000);
      const next = all<Charge>(await api().call('GET', `/api/subscription/charges/${id}?includeNext=true`, { token })).at(-1);
      expect(next?.invoiceItems).toContainEqual(expect.objectContaining({ name: '30% off when you come back', type: 'coupon', isNegative: true }));
      expect(first<Schemas['User']>(await api().call('GET', '/me', { token })).showReactivatePopup).toBe(false);
      expect((await api().call('PATCH', `/api/subscription/reactivate/${id}`, { token })).body.message).toBe(
        'This subscription cannot be reactivated: it is active.',
      );
    });

    it('releases the held payment when a subscription in registration is cancelled, which then cannot be reactivated', async () => {
      const { token } = await newPatient('changed-mind');
      const { id, order } = await paidSubscription(token);
      await api().call('PATCH', `/api/subscription/cancel/${id}`, { token });
      expect(all<Charge>(await api().call('GET', `/api/subscription/charges/${id}`, { token })).map((c) => c.status)).toEqual(['refunded']);
      expect(first<Order>(await api().call('GET', `/api/order/${order._id}`, { token })).status).toBe('cancelled');
      expect((await api().call('PATCH', `/api/subscription/reactivate/${id}`, { token })).body.message).toBe(
        'This subscription was cancelled before a doctor approved it: start a new treatment instead.',
      );
    });
  });

  describe('the card on file, a failed renewal paid again, and one charge by id', () => {
    it('replaces the card on file with a tokenized one; a card the provider refuses leaves the old one', async () => {
      const { token, patientId } = await newPatient('new-card');
      const { id } = await paidSubscription(token);
      const update = (cardTokenId: string) => api().call('PUT', `/api/patient/${patientId}/credit-card`, { token, body: { cardToken: cardTokenId } });
      for (const [number, message, code] of [
        ['4000 0000 0000 0002', 'Your card was declined.', 'card_declined'],
        ['4000 0000 0000 9995', 'Your card has insufficient funds.', 'card_declined'],
        ['4000 0000 0000 0069', 'Your card has expired.', 'expired_card'],
        ['4000 0000 0000 0127', "Your card's security code is incorrect.", 'incorrect_cvc'],
      ] as const) {
        expect(await update(await cardToken(token, number)), number).toMatchObject({ status: 402, body: { message, metadata: { code } } });
      }
      expect((await subscriptionOf(token, id)).creditCard).toMatchObject({ cardNumber: '4242' });

      const mastercard = await cardToken(token, '5555 5555 5555 4444');
      const updated = await update(mastercard);
      const expiry = `12/${String(NEXT_YEAR % 100).padStart(2, '0')}`;
      expect(updated).toMatchObject({
        status: 200,
        body: { data: [{ cardNumber: '**** **** **** 4444', last4: '4444', cardType: 'MasterCard', expirationDate: expiry }] },
      });
      expect(await update(mastercard)).toEqual(updated);
      expect(first(await api().call('GET', `/api/patient/${patientId}/reveal-credit-card`, { token }))).toMatchObject({
        last4: '4444',
        expirationDate: expiry,
      });
      expect((await subscriptionOf(token, id)).creditCard).toEqual({ cardNumber: '4444', cardType: 'MasterCard', expirationDate: expiry });
      // Back to a Visa: the MasterCard's token, spent, is no longer the card on file.
      expect((await update(await cardToken(token))).status).toBe(200);
      expect(await update(mastercard)).toMatchObject({ status: 409, body: { message: 'This card entry was already used: enter your card again.' } });
      expect((await update(`tok_${'0'.repeat(24)}`)).body.message).toBe('No such card token: please enter your card again.');
    });

    it('pays a failed renewal once, on the card on file, and refuses a charge that is not the failed one', async () => {
      const { token, patientId } = await newPatient('recovering');
      const { id, charge: firstCharge } = await paidSubscription(token, '4000 0000 0000 0341');
      await backOffice.approve(id);
      await backOffice.billNextPeriod(id);
      const pastDue = await subscriptionOf(token, id);
      expect(pastDue).toMatchObject({
        status: 'past_due',
        nextBillingDate: null,
        paymentFailure: { message: 'Your card was declined.', code: 'card_declined' },
      });
      const failedId = pastDue.paymentFailure?.chargeId ?? '';
      const failed = first<Charge>(await api().call('GET', `/api/charge/${failedId}`, { token }));
      expect(failed).toMatchObject({ _id: failedId, status: 'failed', failureMessage: 'Your card was declined.', card: { cardNumber: '0341' } });
      const retry = (chargeId: string, idempotencyKey = newKey()) => api().call('POST', `/api/charge/${chargeId}/retry`, { token, body: { idempotencyKey } });

      const declinedKey = newKey();
      const declined = await retry(failedId, declinedKey);
      expect(declined).toMatchObject({ status: 402, body: { message: 'Your card was declined.', metadata: { code: 'card_declined' } } });
      expect(await retry(failedId, declinedKey)).toEqual(declined);
      expect(await subscriptionOf(token, id)).toMatchObject({ status: 'past_due', paymentFailure: { chargeId: failedId } });

      await api().call('PUT', `/api/patient/${patientId}/credit-card`, { token, body: { cardToken: await cardToken(token) } });
      const key = newKey();
      const paid = await retry(failedId, key);
      expect(paid.status).toBe(201);
      const { subscription, charge, order } = first<{ subscription: Subscription; charge: Charge; order: Order }>(paid);
      expect(charge).toMatchObject({
        status: 'success',
        sum: failed.sum,
        invoiceItems: failed.invoiceItems,
        reasonObject: failed.reasonObject,
        card: { cardNumber: '4242' },
      });
      expect(charge._id).not.toBe(failedId);
      expect(order).toMatchObject({ status: 'processing', charge: { _id: charge._id } });
      expect(subscription).toMatchObject({ status: 'active', paymentFailure: null, latestBilledAmount: failed.sum, sequencePaymentPeriod: 2 });
      expect(Date.parse(subscription.nextBillingDate ?? '')).toBeGreaterThan(Date.now() + 80 * 86_400_000);
      expect(await retry(failedId, key)).toEqual(paid);
      expect(await retry(failedId)).toMatchObject({ status: 409, body: { message: 'This payment was already made: there is nothing left to pay.' } });
      expect(await retry(charge._id)).toMatchObject({ status: 409, body: { message: 'This charge was paid, not refused: there is nothing to retry.' } });
      expect(await retry(firstCharge._id)).toMatchObject({ status: 409, body: { message: 'This charge was paid, not refused: there is nothing to retry.' } });
      expect(all<Charge>(await api().call('GET', `/api/subscription/charges/${id}`, { token })).map((c) => c.status)).toEqual([
        'captured',
        'failed',
        'success',
      ]);
      expect((await api().call('GET', `/api/charge/${'f'.repeat(24)}`, { token })).status).toBe(404);
    });
  });

  describe('access control on billing and lifecycle', () => {
    it("never acts on another patient's subscription, order or card token, and needs a token", async () => {
      const owner = await newPatient('owner');
      const intruder = await newPatient('intruder');
      const { id, order, charge } = await paidSubscription(owner.token);
      await backOffice.approve(id);
      const intruderToken = await cardToken(intruder.token);
      const ownerToken = await cardToken(owner.token);
      await api().call('POST', '/api/v2/subscription/update-shipping-address/save', { token: intruder.token, body: ADDRESS });
      const intruderSubscription = await subscriptionWithPlan(intruder.token);
      const questionnaire = await questionsOf(owner.token, 'renewalQuestions');
      const attempts: [string, string, unknown?][] = [
        ['POST', `/api/v2/subscription/hold-charge/${id}`, { cardToken: intruderToken, idempotencyKey: newKey() }],
        ['POST', `/api/subscription/log-payment-attempt/${id}`, { outcome: 'failed' }],
        ['GET', `/api/subscription/charges/${id}?includeNext=true`],
        ['GET', `/api/order/${order._id}?populate=charge,patientUser`],
        ['PATCH', `/api/subscription/${id}/inprogress-to-pending`],
        ['PATCH', `/api/subscription/cancel/${id}`],
        ['PATCH', `/api/subscription/pause/${id}`],
        ['PATCH', `/api/subscription/resume/${id}`],
        ['PUT', `/api/subscription/skip/${id}`, { skipPeriods: 1 }],
        ['POST', `/api/subscription/renewal/${id}`, { questionnaire, idempotencyKey: newKey() }],
        ['PATCH', `/api/subscription/reactivate/${id}?winback=COMEBACK30`],
        ['POST', `/api/subscription/change-dose/${id}`, { doseId: 'c'.repeat(24) }],
        ['PATCH', `/api/subscription/remove-modify/${id}`],
        ['POST', `/api/v2/subscription/submit-followup/${id}`, { questionnaire }],
        ['GET', `/api/charge/${charge._id}`],
        ['POST', `/api/charge/${charge._id}/retry`, { idempotencyKey: newKey() }],
        ['PUT', `/api/patient/${owner.patientId}/credit-card`, { cardToken: intruderToken }],
      ];
      for (const [method, path, body] of attempts) {
        const refused = await api().call(method, path, { token: intruder.token, body });
        expect(refused.status, `${method} ${path}`).toBe(404);
        expect(JSON.stringify(refused.body), `${method} ${path}`).not.toContain(charge._id);
        expect((await api().call(method, path, { body })).status, `${method} ${path} without a token`).toBe(401);
      }
      // The owner's card token is no card at all for someone else.
      expect((await holdCharge(intruder.token, intruderSubscription.id, { cardToken: ownerToken, idempotencyKey: newKey() })).body.message).toBe(
        'No such card token: please enter your card again.',
      );
      for (const path of ['/api/orders', '/sandbox-card/tokens']) {
        expect((await api().call(path === '/api/orders' ? 'GET' : 'POST', path, { body: path === '/api/orders' ? undefined : {} })).status).toBe(401);
      }
      expect(all<Order>(await api().call('GET', '/api/orders', { token: intruder.token }))).toEqual([]);
      const untouched = await subscriptionOf(owner.token, id);
      expect(untouched).toMatchObject({ status: 'active', skipPeriods: 0, isApproved: true });
      expect(untouched.modifyRequest ?? null).toBeNull();
      expect(all<Charge>(await api().call('GET', `/api/subscription/charges/${id}`, { token: owner.token })).map((c) => c.status)).toEqual(['captured']);
    });
  });
};
