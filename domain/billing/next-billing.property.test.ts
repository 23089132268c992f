import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { isBilled, latestBilledAmount, nextBilling, NEXT_BILLING_WORDS } from './next-billing';

const DATE = '2026-12-27T10:00:00.000Z';
const LATER = '2027-06-27T10:00:00.000Z';
const STATUSES = [
  'in_registration',
  'pending',
  'pre_screened',
  'hold',
  'in_progress',
  'active',
  'pause',
  'renewal',
  'completed',
  'cancel',
  'declined',
  'not_verified',
  'past_due',
  null,
];

describe('when a subscription is billed next, one rule for every screen', () => {
  it('dates the next billing of an active treatment only', () => {
    expect(nextBilling({ status: 'active', isApproved: true, nextBillingDate: DATE, nextPeriodStart: DATE, expiredAt: LATER })).toEqual({
      kind: 'scheduled',
      date: DATE,
    });
    // In Review with a billing date stored: the held payment is taken once the provider approves.
    expect(nextBilling({ status: 'pending', isApproved: false, nextBillingDate: DATE })).toEqual({ kind: 'awaiting-approval' });
    expect(nextBilling({ status: 'in_progress', isApproved: false, nextBillingDate: DATE })).toEqual({ kind: 'awaiting-approval' });
    expect(nextBilling({ status: 'pause', isApproved: true, nextBillingDate: DATE })).toEqual({ kind: 'paused' });
    expect(nextBilling({ status: 'cancel', isApproved: false, nextBillingDate: null })).toEqual({ kind: 'ended' });
    expect(nextBilling({ status: 'renewal', isApproved: true, nextBillingDate: DATE })).toEqual({ kind: 'none' });
    // A renewal charge that failed (past_due, added by the lead): no date, so nothing is promised.
    expect(nextBilling({ status: 'past_due', isApproved: true, nextBillingDate: null })).toEqual({ kind: 'none' });
  });

  it('promises no billing past the end of the prescription, nor from a date it cannot read', () => {
    expect(nextBilling({ status: 'active', isApproved: true, nextBillingDate: LATER, expiredAt: LATER })).toEqual({ kind: 'none' });
    expect(nextBilling({ status: 'active', isApproved: true, nextBillingDate: DATE, nextPeriodStart: LATER, expiredAt: LATER })).toEqual({ kind: 'none' });
    expect(nextBilling({ status: 'active', isApproved: true, nextBillingDate: 'soon' })).toEqual({ kind: 'none' });
  });

  it('has words for every next billing without a date', () => {
    expect(NEXT_BILLING_WORDS).toEqual({
      paused: 'None while paused',
      'awaiting-approval': 'When your provider approves',
      ended: 'None: the treatment has ended',
      none: 'None scheduled',
    });
  });

  test.prop([fc.constantFrom(...STATUSES), fc.string(), fc.boolean(), fc.option(fc.constantFrom(DATE, LATER), { nil: null })])(
    'dates a billing only for an active treatment, and only its own next billing date; any other status (known or not) is never scheduled',
    (status, unknown, isApproved, nextBillingDate) => {
      for (const candidate of [status, unknown]) {
        const next = nextBilling({ status: candidate, isApproved, nextBillingDate });
        if (next.kind === 'scheduled') expect([candidate, next.date]).toEqual(['active', nextBillingDate]);
      }
    },
  );
});

describe('what is billed', () => {
  it('is money taken: a successful or captured charge, not one only authorized, released or failed', () => {
    expect(['success', 'captured', 'hold', 'refunded', 'failed', 'pending', 'in process'].filter((status) => isBilled({ status }))).toEqual([
      'success',
      'captured',
    ]);
    expect(latestBilledAmount([{ status: 'hold', sum: 12 }])).toBeNull();
    expect(latestBilledAmount([{ status: 'refunded', sum: 12 }])).toBeNull();
    expect(
      latestBilledAmount([
        { status: 'captured', sum: 12 },
        { status: 'success', sum: 4.99 },
        { status: 'hold', sum: 60 },
        { status: 'pending', sum: 60 },
      ]),
    ).toBe(4.99);
  });

  test.prop([
    fc.array(fc.record({ status: fc.constantFrom('success', 'captured', 'hold', 'refunded', 'failed', 'pending'), sum: fc.integer({ min: 0, max: 500 }) })),
  ])('is the newest charge that took money, whatever came after it', (charges) => {
    const billed = charges.filter(isBilled);
    expect(latestBilledAmount(charges)).toBe(billed.at(-1)?.sum ?? null);
  });
});
