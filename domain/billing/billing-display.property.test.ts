import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { describeCard } from './card-on-file';
import { chargeStatusLabel } from './charge-status';
import { formatInvoiceAmount, formatUsd } from './usd';

describe('amounts in dollars', () => {
  it('shows cents, thousands and a minus sign', () => {
    expect(formatUsd(44.99)).toBe('$44.99');
    expect(formatUsd(0)).toBe('$0.00');
    expect(formatUsd(4.5)).toBe('$4.50');
    expect(formatUsd(1234567.8)).toBe('$1,234,567.80');
    expect(formatUsd(-12)).toBe('-$12.00');
    expect(formatUsd(1.005)).toBe('$1.01');
  });

  it('shows a deduction on an invoice with a minus sign', () => {
    expect(formatInvoiceAmount({ sum: 20, isNegative: true })).toBe('-$20.00');
    expect(formatInvoiceAmount({ sum: 4.99, isNegative: false })).toBe('$4.99');
  });

  test.prop([fc.integer({ min: -10_000_000, max: 10_000_000 })])('reads back the cents it was given', (cents) => {
    const shown = formatUsd(cents / 100);
    const digits = Number(shown.replace(/[$,]/g, ''));
    expect(Math.round(digits * 100)).toBe(cents);
    expect(shown).toMatch(/^-?\$\d{1,3}(,\d{3})*\.\d{2}$/);
  });
});

describe('the card on file', () => {
  it('names the type and the last four digits only', () => {
    expect(describeCard({ cardType: 'Visa', last4: '4242' })).toBe('Visa ending in 4242');
    expect(describeCard({ cardType: null, last4: '0005' })).toBe('Card ending in 0005');
    expect(describeCard({ cardType: ' ', last4: '0005' })).toBe('Card ending in 0005');
    expect(describeCard({ cardType: 'Visa', last4: '4242424242424242' })).toBeNull();
  });
});

describe('charge status words', () => {
  it('says paid, authorized, scheduled, processing, declined or refunded, and any other status as it is', () => {
    expect(['success', 'captured', 'hold', 'pending', 'in process', 'failed', 'refunded'].map(chargeStatusLabel)).toEqual([
      'Paid',
      'Paid',
      'Authorized',
      'Scheduled',
      'Processing',
      'Declined',
      'Refunded',
    ]);
    expect(chargeStatusLabel('partially_refunded')).toBe('partially refunded');
  });
});
