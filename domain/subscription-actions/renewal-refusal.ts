import { isRegistrationDone } from '../registration-steps/registration-step';
import { availableActions, type ActionFacts } from './subscription-actions';

/** Why a subscription cannot be renewed now, so the renewal page says what fits and where to go instead. */
export type RenewalRefusal = 'inRegistration' | 'cancelled' | 'cancelledForGood' | 'notDue';

/** Our wording (the spec gives none): each a sentence after 'This treatment cannot be renewed now'. */
export const RENEWAL_REFUSALS: Readonly<Record<RenewalRefusal, string>> = {
  inRegistration: 'Its registration is not finished yet: finish it, then your treatment starts.',
  cancelled: 'It is cancelled: reactivate it to continue your treatment.',
  cancelledForGood: 'It is cancelled and can no longer be reactivated.',
  notDue: 'It is not due for renewal, or it was renewed in its current period.',
};

/** null when the subscription can be renewed now; otherwise why not (a cancelled one is reactivated instead, when it can be). */
export const renewalRefusal = (facts: ActionFacts, nowMs: number): RenewalRefusal | null => {
  const offered = availableActions(facts, nowMs);
  if (offered.includes('renew')) return null;
  if (facts.status === 'cancel') return offered.includes('reactivate') ? 'cancelled' : 'cancelledForGood';
  if (!facts.plan || !isRegistrationDone(facts.registrationStep)) return 'inRegistration';
  return 'notDue';
};
