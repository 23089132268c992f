import { instantFromIso } from '../formatting/calendar-parts';
import { isRegistrationDone } from '../registration-steps/registration-step';
import { addDays, addMonths, periodMonths } from './billing-period';
import { maxSkippablePeriods } from './skip-periods';

/** The subscription actions of spec §4, as the patient area offers them. */
export type SubscriptionAction =
  | 'continueRegistration'
  | 'sendForReview'
  | 'followUp'
  | 'pause'
  | 'resume'
  | 'skip'
  | 'changeDose'
  | 'removeDoseChange'
  | 'cancel'
  | 'reactivate'
  | 'renew'
  /** A cancelled treatment that cannot come back (cancelled before a doctor approved it, or its prescription over): a new one of its kind. */
  | 'startAgain';

/**
 * What the choice of actions reads of a subscription. The lifecycle fields are `undefined` when the
 * caller does not know them (a dashboard list item), and null when the subscription has none.
 */
export interface ActionFacts {
  readonly status: string | null;
  readonly registrationStep: string;
  readonly plan: { readonly frequencyOfDelivery?: number; readonly variationId?: string; readonly doseId?: string } | null;
  readonly nextBillingDate: string | null;
  readonly nextPeriodStart?: string | null;
  readonly expiredAt?: string | null;
  readonly modifyRequest?: unknown;
  readonly cancellation?: { readonly wasApproved: boolean } | null;
  readonly renewal?: { readonly startsAt: string } | null;
  /**
   * How many other doses the plan's variation offers: undefined while not known (the change is not offered
   * yet, so it is never offered and then taken back), null when they could not be read (offered: the dialog
   * says why and asks again).
   */
  readonly otherDoses?: number | null;
}

// Sets of statuses that a null status (none known) is never in.
type Statuses = ReadonlySet<string | null>;
const CANCELLABLE: Statuses = new Set(['in_registration', 'in_progress', 'pending', 'pre_screened', 'hold', 'active', 'pause', 'past_due', 'renewal']);
const CHECK_IN: Statuses = new Set(['in_progress', 'active', 'pause', 'past_due', 'renewal']);
const DOSE_CHANGE: Statuses = new Set(['active', 'pause']);
const ENDED: Statuses = new Set(['cancel', 'declined', 'not_verified', 'completed']);
const DUE_FOR_RENEWAL: Statuses = new Set(['renewal', 'completed']);

const instant = (iso: string | null | undefined): number | null => (iso ? instantFromIso(iso) : null);

/** A cancelled subscription comes back only if a doctor had approved it and its prescription outlasts the restart a day later. */
const canReactivate = (facts: ActionFacts, nowMs: number): boolean => {
  if (facts.status !== 'cancel' || facts.cancellation?.wasApproved === false) return false;
  const expiredAt = instant(facts.expiredAt);
  return expiredAt === null || expiredAt > addDays(nowMs, 1);
};

/** Due for renewal or completed; an active one early, once per period (a second renewal waits for the next period). */
const canRenew = (facts: ActionFacts, nowMs: number): boolean => {
  if (!facts.plan || !isRegistrationDone(facts.registrationStep)) return false;
  if (DUE_FOR_RENEWAL.has(facts.status)) return true;
  if (facts.status !== 'active') return false;
  const lastStart = instant(facts.renewal?.startsAt);
  return lastStart === null || addMonths(lastStart, periodMonths(facts.plan.frequencyOfDelivery)) <= nowMs;
};

/**
 * The actions a subscription offers now, in the order the page lists them. They follow the statuses the
 * contract allows each action in (server/lifecycle/subscription-transitions.ts is the server's table), so
 * the patient is never offered what the server would refuse for the status alone.
 */
export const availableActions = (facts: ActionFacts, nowMs: number): SubscriptionAction[] => {
  const status = facts.status;
  const done = isRegistrationDone(facts.registrationStep);
  // Unknown (undefined, a dashboard item) counts as none: the subscription's page knows.
  const hasDoseChange = facts.modifyRequest != null;
  const offered: Record<SubscriptionAction, boolean> = {
    continueRegistration: !done && !ENDED.has(status),
    sendForReview: status === 'in_progress',
    followUp: done && CHECK_IN.has(status),
    renew: canRenew(facts, nowMs),
    reactivate: done && canReactivate(facts, nowMs),
    resume: status === 'pause',
    pause: status === 'active',
    skip:
      status === 'active' &&
      maxSkippablePeriods({
        frequencyOfDelivery: facts.plan?.frequencyOfDelivery,
        nextPeriodStartMs: instant(facts.nextPeriodStart),
        nextBillingDateMs: instant(facts.nextBillingDate),
        expiredAtMs: instant(facts.expiredAt),
      }) > 0,
    changeDose:
      DOSE_CHANGE.has(status) &&
      !hasDoseChange &&
      Boolean(facts.plan?.variationId && facts.plan.doseId) &&
      (facts.otherDoses === null || (facts.otherDoses ?? 0) > 0),
    removeDoseChange: DOSE_CHANGE.has(status) && hasDoseChange,
    cancel: CANCELLABLE.has(status),
    // Only once the cancellation is known (a dashboard item without it is offered reactivate, and its page finds out).
    startAgain: status === 'cancel' && facts.cancellation !== undefined && !(done && canReactivate(facts, nowMs)),
  };
  return (Object.keys(offered) as SubscriptionAction[]).filter((action) => offered[action]);
};

/**
 * The one action a dashboard card leads with: finishing registration, answering what the care team asked
 * (Action Required), bringing back a cancelled treatment (or starting it again when it cannot come back),
 * or renewing one that is due. An early renewal of
 * an active subscription is offered on its own page only. null: the card just links to the subscription.
 */
export const primaryAction = (facts: ActionFacts, nowMs: number): SubscriptionAction | null => {
  const offered = availableActions(facts, nowMs);
  if (offered.includes('continueRegistration')) return 'continueRegistration';
  if (offered.includes('followUp') && facts.status === 'in_progress') return 'followUp';
  if (offered.includes('reactivate')) return 'reactivate';
  if (offered.includes('startAgain')) return 'startAgain';
  // Renew is offered when due, completed or (early) active: a card leads with it only when due or completed.
  if (offered.includes('renew') && facts.status !== 'active') return 'renew';
  return null;
};
