import { describe, expect, it } from 'vitest';
import { chargeSchema } from './charge.schema';
import { checkInQuestionSchema } from './check-in-question.schema';
import { activeDosesOf, productDosesSchema } from './dose-option.schema';
import { orderPageSchema, orderSchema } from './order.schema';
import { revealedCardSchema } from './revealed-card.schema';
import { subscriptionDetailsSchema } from './subscription-details.schema';

const ID = 'a'.repeat(24);
const minimalSubscription = { _id: ID, status: 'active', productType: 'ed', patientId: 'b'.repeat(24), registrationStep: 'done', registrationStepsOrder: [] };
const charge = {
  _id: 'c'.repeat(24),
  subscriptionId: ID,
  invoiceId: 'INV-0000000C',
  sum: 44.99,
  status: 'captured',
  reasonType: 'subscription',
  createdAt: '2026-05-01T10:00:00.000Z',
  invoiceItems: [{ name: 'Sildenafil 50 mg x 24', sum: 60, type: 'product', isNegative: false }],
  reasonObject: { plan: { productName: 'Sildenafil' }, sequencePaymentPeriod: 1, maxPeriodsCount: 4, refills: 3 },
  card: { cardType: 'Visa', cardNumber: '4242' },
  failureMessage: null,
};
const order = {
  _id: 'd'.repeat(24),
  subscriptionId: ID,
  createdAt: '2026-05-01T10:00:00.000Z',
  status: 'shipped',
  tracking_number: '1Z999',
  tracking_url: 'https://www.ups.com/track?tracknum=1Z999',
  carrier: 'UPS',
  charge: { _id: charge._id, invoiceId: charge.invoiceId, sum: 44.99, reasonObject: { plan: { productName: 'Sildenafil' } } },
  patient: { _id: 'b'.repeat(24), shipping: { address: '1200 Larkin Street', city: 'San Francisco', state: 'CA', zipCode: '94109' } },
};

describe('subscription details schema', () => {
  it('reads a subscription that has none of the lifecycle fields with their empty values', () => {
    const parsed = subscriptionDetailsSchema.parse(minimalSubscription);
    expect(parsed).toMatchObject({
      coupons: [],
      addons: [],
      pausedCharges: [],
      skipPeriods: 0,
      pause: null,
      modifyRequest: null,
      creditCard: null,
      isApproved: false,
    });
  });

  it('keeps only the last four digits of a card number, even when a server sends the whole number', () => {
    const parsed = subscriptionDetailsSchema.parse({
      ...minimalSubscription,
      creditCard: { cardNumber: '4242424242424242', cardType: 'Visa', expirationDate: '12/29' },
    });
    expect(parsed.creditCard).toEqual({ cardNumber: '4242', cardType: 'Visa' });
  });

  it('refuses a subscription without an id, or a paused charge of a negative sum', () => {
    expect(subscriptionDetailsSchema.safeParse({ ...minimalSubscription, _id: undefined }).success).toBe(false);
    expect(subscriptionDetailsSchema.safeParse({ ...minimalSubscription, pausedCharges: [{ _id: ID, sum: -5, createdAt: 'x' }] }).success).toBe(false);
  });
});

describe('charge schema', () => {
  it('accepts a status it does not know (it falls outside every billing group) and a missing isNegative', () => {
    const parsed = chargeSchema.parse({ ...charge, status: 'chargeback', invoiceItems: [{ name: 'Shipping', sum: 0, type: 'shipping' }] });
    expect(parsed.status).toBe('chargeback');
    expect(parsed.invoiceItems[0]?.isNegative).toBe(false);
  });

  it('refuses a negative amount and an invoice that is not a list', () => {
    expect(chargeSchema.safeParse({ ...charge, sum: -1 }).success).toBe(false);
    expect(chargeSchema.safeParse({ ...charge, invoiceItems: null }).success).toBe(false);
  });

  it('never keeps more of a card number than its last four digits, and refuses a card number without them', () => {
    expect(chargeSchema.parse({ ...charge, card: { cardType: 'Visa', cardNumber: '4000 0000 0000 0077' } }).card).toEqual({
      cardType: 'Visa',
      cardNumber: '0077',
    });
    expect(chargeSchema.safeParse({ ...charge, card: { cardType: 'Visa', cardNumber: '**' } }).success).toBe(false);
  });
});

describe('order schemas', () => {
  it("reads an order's shipping, plan and charge summary", () => {
    expect(orderSchema.parse(order)).toMatchObject({
      tracking_url: 'https://www.ups.com/track?tracknum=1Z999',
      charge: { sum: 44.99, plan: { productName: 'Sildenafil' }, status: null, invoiceItems: [] },
      shipping: { city: 'San Francisco' },
    });
  });

  it('drops a tracking address that is not http(s), so it can never become a script link', () => {
    expect(orderSchema.parse({ ...order, tracking_url: ['javascript', 'alert(document.cookie)'].join(':') }).tracking_url).toBeNull();
    expect(orderSchema.parse({ ...order, tracking_url: null, carrier: null, tracking_number: null }).tracking_url).toBeNull();
  });

  it('reads the whole charge of an order detail, and an order whose patient has no shipping', () => {
    const parsed = orderSchema.parse({ ...order, charge: charge, patient: { _id: 'b'.repeat(24) } });
    expect(parsed.charge).toMatchObject({ status: 'captured', invoiceItems: charge.invoiceItems });
    expect(parsed.shipping).toEqual({});
  });

  it('reads a page and its next page, and refuses a page number that is not a positive whole number', () => {
    const page = { status: 'success', data: [order], pagination: { page: 1, limit: 10, total: 21, totalPages: 3, nextPage: 2, prevPage: null } };
    expect(orderPageSchema.parse(page)).toMatchObject({ nextPage: 2, total: 21, orders: [{ _id: order._id }] });
    expect(orderPageSchema.parse({ ...page, pagination: { ...page.pagination, nextPage: null } }).nextPage).toBeNull();
    expect(orderPageSchema.safeParse({ ...page, pagination: { ...page.pagination, nextPage: 0 } }).success).toBe(false);
    expect(orderPageSchema.safeParse({ ...page, pagination: { ...page.pagination, nextPage: 1.5 } }).success).toBe(false);
    expect(orderPageSchema.safeParse({ status: 'success', data: [order] }).success).toBe(false);
  });
});

describe('card on file schema', () => {
  it('reads the last four digits, the type and the expiry only, or no card', () => {
    const card = { cardNumber: '**** **** **** 4242', last4: '4242', cardType: 'Visa', expirationDate: '12/29' };
    expect(revealedCardSchema.parse({ status: 'success', data: [card] })).toEqual({ last4: '4242', cardType: 'Visa', expirationDate: '12/29' });
    expect(revealedCardSchema.parse({ status: 'success', data: [] })).toBeNull();
  });

  it('refuses two cards, or last digits that are not four digits', () => {
    const card = { last4: '4242', cardType: 'Visa' };
    expect(revealedCardSchema.safeParse({ status: 'success', data: [card, card] }).success).toBe(false);
    expect(revealedCardSchema.safeParse({ status: 'success', data: [{ ...card, last4: '4242424242424242' }] }).success).toBe(false);
  });
});

describe('questionnaire and dose schemas', () => {
  it('reads a question with its defaults, and refuses a kind the form cannot show', () => {
    const question = { _id: ID, kind: 'yesNo', question: 'Any side effects?', qOptions: [{ _id: 'b'.repeat(24), label: 'Yes' }] };
    expect(checkInQuestionSchema.parse(question)).toMatchObject({
      flagAsEmpty: false,
      isFollowupQuestion: false,
      qOptions: [{ blocksPatient: false, followUpQuestions: [] }],
    });
    expect(checkInQuestionSchema.safeParse({ ...question, kind: 'slider' }).success).toBe(false);
  });

  it("finds the active doses of the plan's variation", () => {
    const dose = (id: string, status: string) => ({ _id: id, weight: 25, measure: 'mg', status, price: 2, strength: '25 mg', description: '' });
    const products = [productDosesSchema.parse({ _id: 'p1', variations: [{ _id: 'v1', doses: [dose('d1', 'active'), dose('d2', 'inactive')] }] })];
    expect(activeDosesOf(products, 'p1', 'v1').map((d) => d._id)).toEqual(['d1']);
    expect(activeDosesOf(products, 'p1', 'gone')).toEqual([]);
  });
});
