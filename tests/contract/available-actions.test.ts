import { describe, expect, it } from 'vitest';
import { availableActions, type ActionFacts, type SubscriptionAction } from '../../domain/subscription-actions/subscription-actions';
import { SUBSCRIPTION_STATUSES, TRANSITIONS, type LifecycleAction } from '../../server/lifecycle/subscription-transitions';

/**
 * The app's actions per status (domain/) and the server's transitions (server/) stay two tables, as the
 * dependency rule wants; this pins the first inside the second: whatever the app offers, the server
 * allows for that status. (The app may offer less: the README's "Actions per status".)
 */
const SERVER_ACTION: Readonly<Record<SubscriptionAction, LifecycleAction | null>> = {
  continueRegistration: null,
  sendForReview: 'toPending',
  followUp: 'followUp',
  pause: 'pause',
  resume: 'resume',
  skip: 'skip',
  changeDose: 'changeDose',
  removeDoseChange: 'removeModify',
  cancel: 'cancel',
  reactivate: 'reactivate',
  renew: 'renew',
  // A new subscription, not an action on this one.
  startAgain: null,
};

const NOW = Date.UTC(2026, 10, 27);

/** A subscription offered as much as its status allows: registered, with a plan, far from its end, billed next month. */
const mostOffered = (status: string, dose: 'with a dose change' | 'without'): ActionFacts => ({
  status,
  registrationStep: 'done',
  plan: { frequencyOfDelivery: 1, variationId: 'variation', doseId: 'dose' },
  nextBillingDate: '2026-12-27T00:00:00.000Z',
  nextPeriodStart: '2026-12-27T00:00:00.000Z',
  expiredAt: '2027-11-27T00:00:00.000Z',
  modifyRequest: dose === 'with a dose change' ? { doseId: 'other' } : null,
  cancellation: { wasApproved: true },
  renewal: null,
  otherDoses: 2,
});

describe("the app's actions per status stay within the server's transitions", () => {
  for (const status of SUBSCRIPTION_STATUSES) {
    it(`${status}: every action offered is one the server takes`, () => {
      const offered = [...availableActions(mostOffered(status, 'without'), NOW), ...availableActions(mostOffered(status, 'with a dose change'), NOW)];
      const refused = offered.filter((action) => {
        const serverAction = SERVER_ACTION[action];
        return serverAction !== null && TRANSITIONS[status][serverAction] === null;
      });
      expect(refused).toEqual([]);
    });
  }

  it('offers something in the statuses a patient acts in (the check above is not empty)', () => {
    expect(availableActions(mostOffered('active', 'without'), NOW)).toEqual(
      expect.arrayContaining(['pause', 'skip', 'changeDose', 'cancel', 'renew', 'followUp']),
    );
  });
});
