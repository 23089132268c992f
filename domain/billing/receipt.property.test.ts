import { fc, test } from '@fast-check/vitest';
import { ENGLISH_RECEIPT_WORDING, RECEIPT_WORDS } from './receipt-wording';
import { describe, expect, it } from 'vitest';
import type { Charge } from '../entities/charge';
import { hasReceipt, receiptOf, type ReceiptIssuer } from './receipt';

const ISSUER: ReceiptIssuer = {
  brandId: 'main',
  brandName: 'Vireo Health',
  legalName: 'Vireo Health Services, LLC',
  address: ['1 Market Street', 'San Francisco, CA 94105'],
};
const FACTS = { patientName: 'Robin Tester', issuer: ISSUER, date: 'March 3rd, 2027', wording: ENGLISH_RECEIPT_WORDING };

const charge = (changes: Partial<Charge> = {}): Charge => ({
  _id: '0123456789abcdef01234567',
  invoiceId: 'INV-01234567',
  sum: 34,
  status: 'success',
  reasonType: 'subscription',
  createdAt: '2027-03-03T10:00:00.000Z',
  invoiceItems: [
    { name: 'Finasteride 1 mg x 90', sum: 66, type: 'product', isNegative: false },
    { name: 'Multi-month price', sum: 12, type: 'discount', isNegative: true },
    { name: '$20 off your first delivery', sum: 20, type: 'coupon', isNegative: true },
    { name: 'Shipping', sum: 0, type: 'shipping', isNegative: false },
  ],
  reasonObject: { plan: null, sequencePaymentPeriod: 2, maxPeriodsCount: 4, refills: 2 },
  card: { cardType: 'Visa', cardNumber: '4242' },
  failureMessage: null,
  ...changes,
});

describe('the receipt of a payment', () => {
  it('lists each item and each discount with its amount, the total, the card, the charge and Paid', () => {
    expect(receiptOf(charge(), FACTS)).toEqual({
      words: RECEIPT_WORDS,
      issuer: ISSUER,
      patientName: 'Robin Tester',
      date: 'March 3rd, 2027',
      items: [
        { label: 'Finasteride 1 mg x 90', amount: '$66.00' },
        { label: 'Shipping', amount: '$0.00' },
      ],
      discounts: [
        { label: 'Multi-month price', amount: '-$12.00' },
        { label: '$20 off your first delivery', amount: '-$20.00' },
      ],
      total: '$34.00',
      paymentMethod: 'Visa ending in 4242',
      chargeId: '0123456789abcdef01234567',
      invoiceId: 'INV-01234567',
      status: 'Paid',
      fileName: 'receipt-INV-01234567.pdf',
    });
  });

  it('says Card when the charge does not name its card', () => {
    expect(receiptOf(charge({ card: null }), FACTS)?.paymentMethod).toBe('Card');
  });

  it('is given for money taken only: a captured first payment yes; held, failed, refunded or scheduled no', () => {
    expect(receiptOf(charge({ status: 'captured' }), FACTS)?.status).toBe('Paid');
    for (const status of ['hold', 'failed', 'refunded', 'pending', 'in process']) {
      expect(receiptOf(charge({ status }), FACTS), status).toBeNull();
      expect(hasReceipt({ status }), status).toBe(false);
    }
  });

  test.prop([
    fc.array(
      fc.record({
        name: fc.string({ minLength: 1 }),
        sum: fc.integer({ min: 0, max: 100_000 }).map((cents) => cents / 100),
        type: fc.constant('product'),
        isNegative: fc.boolean(),
      }),
      { minLength: 1 },
    ),
  ])('keeps every invoice line, deductions apart with a minus sign, and no more of the card than type and last four', (invoiceItems) => {
    const receipt = receiptOf(charge({ invoiceItems, card: { cardType: 'MasterCard', cardNumber: '4444' } }), FACTS);
    expect(receipt?.items).toHaveLength(invoiceItems.filter((item) => !item.isNegative).length);
    expect(receipt?.discounts.map((line) => line.amount.startsWith('-$') || line.amount === '$0.00')).toEqual(
      invoiceItems.filter((item) => item.isNegative).map(() => true),
    );
    expect(receipt?.paymentMethod).toBe('MasterCard ending in 4444');
  });
});
