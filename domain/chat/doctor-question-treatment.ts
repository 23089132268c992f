import type { Subscription } from '../entities/subscription';
import { isRegistrationDone } from '../registration-steps/registration-step';
import { newestFirst } from '../shared/newest-first';

/**
 * The treatment a doctor question is about when the patient names none: the newest whose registration is
 * done (a doctor looks after it), not one still in registration; null when there is none.
 */
export const doctorQuestionTreatment = <S extends Subscription>(subscriptions: readonly S[]): S | null =>
  [...subscriptions].filter((subscription) => isRegistrationDone(subscription.registrationStep)).sort(newestFirst)[0] ?? null;
