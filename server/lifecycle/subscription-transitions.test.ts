import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { LIFECYCLE_ACTIONS, SUBSCRIPTION_STATUSES, TRANSITIONS, transition, type SubscriptionStatus } from './subscription-transitions';

const allowed = (status: SubscriptionStatus) => LIFECYCLE_ACTIONS.filter((action) => transition(status, action).ok);

describe('the subscription transition table', () => {
  it('lets the patient pause only an active subscription, and resume only a paused one', () => {
    expect(transition('active', 'pause')).toEqual({ ok: true, to: 'pause' });
    expect(transition('pause', 'resume')).toEqual({ ok: true, to: 'active' });
    expect(SUBSCRIPTION_STATUSES.filter((s) => transition(s, 'pause').ok)).toEqual(['active']);
    expect(SUBSCRIPTION_STATUSES.filter((s) => transition(s, 'resume').ok)).toEqual(['pause']);
  });

  it('reactivates only a cancelled subscription, and cancels anything still running', () => {
    expect(SUBSCRIPTION_STATUSES.filter((s) => transition(s, 'reactivate').ok)).toEqual(['cancel']);
    expect(SUBSCRIPTION_STATUSES.filter((s) => transition(s, 'cancel').ok)).toEqual([
      'in_registration',
      'in_progress',
      'pending',
      'pre_screened',
      'hold',
      'active',
      'pause',
      'past_due',
      'renewal',
    ]);
  });

  it('lets a subscription whose renewal payment failed be paid, cancelled, answer its care team and withdraw a dose change, nothing else', () => {
    expect(allowed('past_due')).toEqual(['cancel', 'removeModify', 'followUp', 'payOverdue']);
  });

  it('pays a failed renewal only while the subscription waits for it, and makes it active again', () => {
    expect(transition('past_due', 'payOverdue')).toEqual({ ok: true, to: 'active' });
    expect(SUBSCRIPTION_STATUSES.filter((s) => transition(s, 'payOverdue').ok)).toEqual(['past_due']);
    expect(transition('active', 'payOverdue')).toEqual({ ok: false, message: 'This subscription has no failed payment to pay: it is active.' });
  });

  it('takes a registration payment only before approval, and renews only once approved', () => {
    expect(SUBSCRIPTION_STATUSES.filter((s) => transition(s, 'holdCharge').ok)).toEqual(['in_registration', 'in_progress', 'pending', 'pre_screened', 'hold']);
    expect(SUBSCRIPTION_STATUSES.filter((s) => transition(s, 'renew').ok)).toEqual(['active', 'renewal', 'completed']);
  });

  it('allows nothing on a declined or unverified subscription', () => {
    expect(allowed('declined')).toEqual([]);
    expect(allowed('not_verified')).toEqual([]);
  });

  it('never lets a patient action decide what the doctor or the provider decides', () => {
    const moves = SUBSCRIPTION_STATUSES.flatMap((from) => LIFECYCLE_ACTIONS.map((a) => TRANSITIONS[from][a]).filter((to) => to !== from));
    const targets = new Set(moves);
    for (const providerOnly of ['in_registration', 'in_progress', 'declined', 'not_verified', 'pre_screened', 'hold', 'completed', 'renewal'] as const) {
      expect(targets.has(providerOnly), providerOnly).toBe(false);
    }
  });

  it('says what cannot happen and why, in words a patient understands', () => {
    expect(transition('cancel', 'pause')).toEqual({ ok: false, message: 'This subscription cannot be paused: it is cancelled.' });
    expect(transition('active', 'resume')).toEqual({ ok: false, message: 'This subscription cannot be resumed: it is active.' });
    expect(transition('declined', 'reactivate')).toEqual({ ok: false, message: 'This subscription cannot be reactivated: it was declined.' });
    expect(transition('expired', 'cancel')).toEqual({
      ok: false,
      message: "This subscription cannot be cancelled: its status 'expired' allows no change.",
    });
    expect(transition(undefined, 'cancel').ok).toBe(false);
  });

  test.prop([fc.array(fc.constantFrom(...LIFECYCLE_ACTIONS), { maxLength: 40 })])(
    'never strands a patient: any status reached from registration by their actions still allows one',
    (actions) => {
      let status: SubscriptionStatus = 'in_registration';
      for (const action of actions) {
        const next = transition(status, action);
        if (next.ok) status = next.to;
        expect(allowed(status).length).toBeGreaterThan(0);
      }
    },
  );
});
