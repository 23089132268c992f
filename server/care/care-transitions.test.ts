import { describe, expect, it } from 'vitest';
import { SUBSCRIPTION_STATUSES } from '../lifecycle/subscription-transitions';
import { CARE_DECISIONS, careTransition } from './care-transitions';

const allowedFrom = (decision: (typeof CARE_DECISIONS)[number]) => SUBSCRIPTION_STATUSES.filter((status) => careTransition(status, decision).ok);

describe('the care team decision table', () => {
  it('decides only on treatments in review, and declines or refuses a treatment waiting for its patient', () => {
    expect(allowedFrom('approve')).toEqual(['pending', 'pre_screened', 'hold']);
    expect(allowedFrom('send-back')).toEqual(['pending', 'pre_screened', 'hold']);
    expect(allowedFrom('decline')).toEqual(['in_progress', 'pending', 'pre_screened', 'hold']);
    expect(allowedFrom('not-verified')).toEqual(['in_progress', 'pending', 'pre_screened', 'hold']);
    expect(allowedFrom('hold')).toEqual(['pending', 'pre_screened']);
    expect(allowedFrom('pre-screen')).toEqual(['pending']);
  });

  it('leads each decision to the status spec §4 shows for it', () => {
    expect(CARE_DECISIONS.map((decision) => careTransition('pending', decision))).toEqual([
      { ok: true, to: 'active' },
      { ok: true, to: 'declined' },
      { ok: true, to: 'not_verified' },
      { ok: true, to: 'in_progress' },
      { ok: true, to: 'hold' },
      { ok: true, to: 'pre_screened' },
    ]);
  });

  it('says why not: not paid, approved twice, or a status it does not know', () => {
    expect(careTransition('in_registration', 'approve')).toEqual({
      ok: false,
      message: 'This treatment cannot be approved: it is not paid yet, its registration is not finished.',
    });
    expect(careTransition('active', 'approve')).toEqual({ ok: false, message: 'This treatment cannot be approved: it is active.' });
    expect(careTransition('cancel', 'decline')).toEqual({ ok: false, message: 'This treatment cannot be declined: it is cancelled.' });
    expect(careTransition('mystery', 'hold')).toEqual({ ok: false, message: "This treatment cannot be put on hold: its status 'mystery' allows no decision." });
  });
});
