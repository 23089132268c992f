import { describe, expect, it } from 'vitest';
import { RENEWAL_REFUSALS, renewalRefusal } from './renewal-refusal';
import type { ActionFacts } from './subscription-actions';

const NOW = Date.UTC(2026, 4, 10, 12);
const DAY = 24 * 60 * 60 * 1000;
const iso = (ms: number) => new Date(ms).toISOString();

const completed: ActionFacts = {
  status: 'completed',
  registrationStep: 'done',
  plan: { frequencyOfDelivery: 3, variationId: 'v1', doseId: 'd1' },
  nextBillingDate: null,
  nextPeriodStart: null,
  expiredAt: iso(NOW + 300 * DAY),
  modifyRequest: null,
  cancellation: null,
  renewal: null,
};

describe('why a subscription cannot be renewed now', () => {
  it('gives no reason when it can be renewed', () => {
    expect(renewalRefusal(completed, NOW)).toBeNull();
  });

  it('points a cancelled treatment to reactivation, and says so when it can no longer come back', () => {
    const cancelled = { ...completed, status: 'cancel', cancellation: { wasApproved: true } };
    expect(renewalRefusal(cancelled, NOW)).toBe('cancelled');
    expect(RENEWAL_REFUSALS.cancelled).toBe('It is cancelled: reactivate it to continue your treatment.');
    expect(renewalRefusal({ ...cancelled, cancellation: { wasApproved: false } }, NOW)).toBe('cancelledForGood');
    expect(renewalRefusal({ ...cancelled, expiredAt: iso(NOW - DAY) }, NOW)).toBe('cancelledForGood');
  });

  it('says a subscription still in registration is not finished, not that it is not due', () => {
    expect(renewalRefusal({ ...completed, status: 'in_registration', registrationStep: 'treatment', plan: null }, NOW)).toBe('inRegistration');
  });

  it('says an active treatment renewed in its current period is not due', () => {
    expect(renewalRefusal({ ...completed, status: 'active', renewal: { startsAt: iso(NOW - 7 * DAY) } }, NOW)).toBe('notDue');
  });
});
