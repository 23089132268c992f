import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { addMonths } from './billing-period';
import { PATIENT_AREA_MESSAGES } from './patient-area-messages';
import { isRecordId } from './record-id';
import { billingDateAfterSkip, maxSkippablePeriods } from './skip-periods';
import { availableActions, primaryAction, type ActionFacts, type SubscriptionAction } from './subscription-actions';

const NOW = Date.UTC(2026, 4, 10, 12);
const DAY = 24 * 60 * 60 * 1000;
const iso = (ms: number) => new Date(ms).toISOString();

const active: ActionFacts = {
  status: 'active',
  registrationStep: 'done',
  plan: { frequencyOfDelivery: 3, variationId: 'v1', doseId: 'd1' },
  nextBillingDate: iso(NOW + 20 * DAY),
  nextPeriodStart: iso(NOW + 20 * DAY),
  expiredAt: iso(NOW + 300 * DAY),
  modifyRequest: null,
  cancellation: null,
  renewal: null,
  otherDoses: 2,
};

/** The statuses the contract's operation descriptions allow each action in. */
const CONTRACT_STATUSES: Readonly<Record<Exclude<SubscriptionAction, 'continueRegistration'>, readonly string[]>> = {
  sendForReview: ['in_progress'],
  followUp: ['in_progress', 'pending', 'pre_screened', 'hold', 'active', 'pause', 'renewal'],
  pause: ['active'],
  resume: ['pause'],
  skip: ['active'],
  changeDose: ['active', 'pause'],
  removeDoseChange: ['active', 'pause'],
  cancel: ['in_registration', 'in_progress', 'pending', 'pre_screened', 'hold', 'active', 'pause', 'renewal'],
  reactivate: ['cancel'],
  renew: ['active', 'renewal', 'completed'],
  // Not an action on this subscription: a new one of its kind (start-new), for a cancelled one only.
  startAgain: ['cancel'],
};
const STATUSES = [
  'in_registration',
  'in_progress',
  'pending',
  'pre_screened',
  'hold',
  'active',
  'pause',
  'renewal',
  'completed',
  'cancel',
  'declined',
  'not_verified',
  'payment_failed',
];

const facts = fc.record({
  status: fc.option(fc.constantFrom(...STATUSES), { nil: null }),
  registrationStep: fc.constantFrom('basic', 'questions', 'treatment', 'payment', 'done'),
  plan: fc.option(fc.record({ frequencyOfDelivery: fc.integer({ min: 0, max: 12 }), variationId: fc.constant('v'), doseId: fc.constant('d') }), { nil: null }),
  nextBillingDate: fc.option(
    fc.integer({ min: -400, max: 400 }).map((days) => iso(NOW + days * DAY)),
    { nil: null },
  ),
  nextPeriodStart: fc.option(
    fc.integer({ min: -400, max: 400 }).map((days) => iso(NOW + days * DAY)),
    { nil: null },
  ),
  expiredAt: fc.option(
    fc.integer({ min: -400, max: 800 }).map((days) => iso(NOW + days * DAY)),
    { nil: null },
  ),
  modifyRequest: fc.option(fc.constant({ status: 'pending' }), { nil: null }),
  cancellation: fc.option(fc.record({ wasApproved: fc.boolean() }), { nil: null }),
  renewal: fc.option(
    fc.integer({ min: -400, max: 0 }).map((days) => ({ startsAt: iso(NOW + days * DAY) })),
    { nil: null },
  ),
  otherDoses: fc.option(fc.nat({ max: 3 }), { nil: null }),
}) satisfies fc.Arbitrary<ActionFacts>;

describe('subscription actions (spec §4)', () => {
  it('offers an active subscription: check-in, early renewal, pause, skip, change dose and cancel', () => {
    expect(availableActions(active, NOW)).toEqual(['followUp', 'renew', 'pause', 'skip', 'changeDose', 'cancel']);
  });

  it('offers a paused one resume instead of pause and skip', () => {
    expect(availableActions({ ...active, status: 'pause', nextBillingDate: null }, NOW)).toEqual(['followUp', 'resume', 'changeDose', 'cancel']);
  });

  it('offers the removal of a pending dose change instead of a second change', () => {
    const withRequest = { ...active, modifyRequest: { status: 'pending' } };
    expect(availableActions(withRequest, NOW)).toContain('removeDoseChange');
    expect(availableActions(withRequest, NOW)).not.toContain('changeDose');
    // A dashboard item does not know of a pending change: it offers a change, the page finds out.
    const { modifyRequest: _unknown, ...listItem } = active;
    expect(availableActions(listItem, NOW)).toContain('changeDose');
    expect(availableActions(listItem, NOW)).not.toContain('removeDoseChange');
  });

  it('offers a dose change only for a plan with its variation and dose', () => {
    expect(availableActions({ ...active, plan: { frequencyOfDelivery: 3, variationId: 'v1' } }, NOW)).not.toContain('changeDose');
    expect(availableActions({ ...active, plan: { frequencyOfDelivery: 3, doseId: 'd1' } }, NOW)).not.toContain('changeDose');
    // An active subscription whose plan is not known still lists what it can.
    expect(availableActions({ ...active, plan: null }, NOW)).toEqual(['followUp', 'pause', 'skip', 'cancel']);
  });

  it('offers a dose change only when another dose exists (the seeded Finasteride has one dose), or when that could not be read', () => {
    expect(availableActions({ ...active, otherDoses: 0 }, NOW)).not.toContain('changeDose');
    const { otherDoses: _notKnownYet, ...dosesLoading } = active;
    expect(availableActions(dosesLoading, NOW)).not.toContain('changeDose');
    // Unreadable: offered, and the dialog says why and asks again.
    expect(availableActions({ ...active, otherDoses: null }, NOW)).toContain('changeDose');
  });

  it('offers skipping only while a period can still be skipped before the prescription ends', () => {
    expect(availableActions({ ...active, expiredAt: iso(NOW + 40 * DAY) }, NOW)).not.toContain('skip');
  });

  it('offers a subscription in registration to continue it, or to cancel it', () => {
    expect(availableActions({ ...active, status: 'in_registration', registrationStep: 'questions', plan: null }, NOW)).toEqual([
      'continueRegistration',
      'cancel',
    ]);
  });

  it('offers an action-required subscription the follow-up, sending it for review, and cancelling', () => {
    expect(availableActions({ ...active, status: 'in_progress' }, NOW)).toEqual(['sendForReview', 'followUp', 'cancel']);
  });

  it('reactivates a cancelled subscription a doctor had approved, while its prescription outlasts the restart', () => {
    const cancelled = { ...active, status: 'cancel', nextBillingDate: null, cancellation: { wasApproved: true } };
    expect(availableActions(cancelled, NOW)).toEqual(['reactivate']);
    // One that cannot come back (cancelled before approval, or its prescription over) can be started again.
    expect(availableActions({ ...cancelled, cancellation: { wasApproved: false } }, NOW)).toEqual(['startAgain']);
    expect(availableActions({ ...cancelled, expiredAt: iso(NOW + DAY) }, NOW)).toEqual(['startAgain']);
    // A dashboard item does not know whether it was approved: the page finds out.
    expect(availableActions({ status: 'cancel', registrationStep: 'done', plan: null, nextBillingDate: null }, NOW)).toEqual(['reactivate']);
  });

  it('renews a completed subscription or one due for renewal, and an active one once per period', () => {
    expect(availableActions({ ...active, status: 'completed' }, NOW)).toEqual(['renew']);
    expect(availableActions({ ...active, status: 'renewal' }, NOW)).toEqual(['followUp', 'renew', 'cancel']);
    const renewedLastWeek = { ...active, renewal: { startsAt: iso(NOW - 7 * DAY) } };
    expect(availableActions(renewedLastWeek, NOW)).not.toContain('renew');
    const renewedAPeriodAgo = { ...active, renewal: { startsAt: iso(addMonths(NOW, -3)) } };
    expect(availableActions(renewedAPeriodAgo, NOW)).toContain('renew');
  });

  it('offers cancelling in every status the contract allows it in', () => {
    for (const status of CONTRACT_STATUSES.cancel) expect(availableActions({ ...active, status }, NOW), status).toContain('cancel');
  });

  it('offers no continuing of a registration that ended', () => {
    for (const status of ['cancel', 'declined', 'not_verified', 'completed']) {
      expect(availableActions({ ...active, status, registrationStep: 'payment' }, NOW), status).not.toContain('continueRegistration');
    }
  });

  it('renews only a plan whose registration is done', () => {
    expect(availableActions({ ...active, status: 'completed', plan: null }, NOW)).toEqual([]);
    expect(availableActions({ ...active, status: 'completed', registrationStep: 'payment' }, NOW)).not.toContain('renew');
  });

  it('offers nothing on a declined subscription', () => {
    expect(availableActions({ ...active, status: 'declined' }, NOW)).toEqual([]);
    expect(availableActions({ ...active, status: 'not_verified' }, NOW)).toEqual([]);
  });

  it('leads a dashboard card with the action its state needs', () => {
    expect(primaryAction({ ...active, status: 'in_registration', registrationStep: 'payment' }, NOW)).toBe('continueRegistration');
    expect(primaryAction({ ...active, status: 'in_progress' }, NOW)).toBe('followUp');
    expect(primaryAction({ ...active, status: 'cancel' }, NOW)).toBe('reactivate');
    expect(primaryAction({ ...active, status: 'cancel', cancellation: { wasApproved: false } }, NOW)).toBe('startAgain');
    expect(primaryAction({ ...active, status: 'completed' }, NOW)).toBe('renew');
    expect(primaryAction({ ...active, status: 'renewal' }, NOW)).toBe('renew');
    expect(primaryAction(active, NOW)).toBeNull();
    expect(primaryAction({ ...active, status: null }, NOW)).toBeNull();
  });

  it('reads an id only as the contract spells it: 24 lowercase hex digits', () => {
    expect(isRecordId('a1'.repeat(12))).toBe(true);
    expect(isRecordId('A1'.repeat(12))).toBe(false);
    expect(isRecordId('a1'.repeat(11))).toBe(false);
    expect(isRecordId('../orders/' + 'a'.repeat(14))).toBe(false);
    expect(isRecordId('../' + 'a1'.repeat(12))).toBe(false);
    expect(isRecordId('a1'.repeat(12) + '/x')).toBe(false);
    expect(isRecordId(null)).toBe(false);
    expect(isRecordId(undefined)).toBe(false);
  });

  it('words the refusals the patient area makes itself', () => {
    expect(Object.values(PATIENT_AREA_MESSAGES).every((message) => message.endsWith('.'))).toBe(true);
  });

  test.prop([facts])('never offers an action in a status the contract refuses it in', (subscription) => {
    for (const action of availableActions(subscription, NOW)) {
      if (action === 'continueRegistration') expect(subscription.registrationStep).not.toBe('done');
      else expect(CONTRACT_STATUSES[action]).toContain(subscription.status);
    }
  });

  test.prop([facts])('leads a card only with an action the subscription offers', (subscription) => {
    const primary = primaryAction(subscription, NOW);
    if (primary !== null) expect(availableActions(subscription, NOW)).toContain(primary);
  });

  test.prop([facts])('never offers both of a pair that exclude each other', (subscription) => {
    const offered = availableActions(subscription, NOW);
    expect(offered.includes('pause') && offered.includes('resume')).toBe(false);
    expect(offered.includes('changeDose') && offered.includes('removeDoseChange')).toBe(false);
    expect(offered.includes('cancel') && offered.includes('reactivate')).toBe(false);
    expect(offered.includes('reactivate') && offered.includes('startAgain')).toBe(false);
  });

  test.prop([facts, fc.string()])('offers a cancelled treatment one way back, and a status it does not know nothing special', (subscription, unknown) => {
    const cancelled = availableActions({ ...subscription, status: 'cancel' }, NOW);
    expect(cancelled.filter((action) => action === 'reactivate' || action === 'startAgain')).toHaveLength(1);
    if (!STATUSES.includes(unknown))
      expect(availableActions({ ...subscription, status: unknown }, NOW).filter((action) => action !== 'continueRegistration')).toEqual([]);
  });
});

describe('skipping periods', () => {
  const start = Date.UTC(2026, 0, 31, 9);

  it('skips up to 3 periods, never past the end of the prescription', () => {
    const facts = { frequencyOfDelivery: 1, nextPeriodStartMs: start, nextBillingDateMs: start, expiredAtMs: addMonths(start, 12) };
    expect(maxSkippablePeriods(facts)).toBe(3);
    expect(maxSkippablePeriods({ ...facts, expiredAtMs: addMonths(start, 3) })).toBe(2);
    expect(maxSkippablePeriods({ ...facts, expiredAtMs: addMonths(start, 1) })).toBe(0);
    expect(maxSkippablePeriods({ ...facts, nextPeriodStartMs: null, nextBillingDateMs: null })).toBe(0);
    expect(maxSkippablePeriods({ ...facts, expiredAtMs: null })).toBe(3);
    // From the next period's start, else from the next billing date.
    expect(maxSkippablePeriods({ ...facts, nextBillingDateMs: null })).toBe(3);
    expect(maxSkippablePeriods({ ...facts, nextPeriodStartMs: null, expiredAtMs: addMonths(start, 3) })).toBe(2);
  });

  it('moves the billing date by whole calendar months, at least one a period, keeping the end of month', () => {
    expect(iso(billingDateAfterSkip(start, 1, 1))).toBe('2026-02-28T09:00:00.000Z');
    expect(iso(billingDateAfterSkip(start, 0, 2))).toBe('2026-03-31T09:00:00.000Z');
    expect(iso(billingDateAfterSkip(start, 3, 1))).toBe('2026-04-30T09:00:00.000Z');
  });

  it('counts a plan without a delivery frequency as the default 0, billed monthly (spec §9)', () => {
    expect(iso(billingDateAfterSkip(start, null, 2))).toBe('2026-03-31T09:00:00.000Z');
    expect(iso(billingDateAfterSkip(start, undefined, 1))).toBe('2026-02-28T09:00:00.000Z');
    const facts = { frequencyOfDelivery: undefined, nextPeriodStartMs: start, nextBillingDateMs: start, expiredAtMs: addMonths(start, 3) };
    expect(maxSkippablePeriods(facts)).toBe(2);
  });

  test.prop([fc.integer({ min: 0, max: 12 }), fc.integer({ min: -100, max: 100 }), fc.integer({ min: 1, max: 500 })])(
    'every count up to the maximum stays inside the prescription, and one more would not',
    (frequency, startDays, lengthDays) => {
      const from = NOW + startDays * DAY;
      const facts = { frequencyOfDelivery: frequency, nextPeriodStartMs: from, nextBillingDateMs: from, expiredAtMs: from + lengthDays * DAY };
      const max = maxSkippablePeriods(facts);
      for (let periods = 1; periods <= max; periods += 1) expect(billingDateAfterSkip(from, frequency, periods)).toBeLessThan(facts.expiredAtMs);
      if (max < 3) expect(billingDateAfterSkip(from, frequency, max + 1)).toBeGreaterThanOrEqual(facts.expiredAtMs);
    },
  );
});
