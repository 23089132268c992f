import { PATIENT_AREA_MESSAGES } from '../../../domain/subscription-actions/patient-area-messages';
import { isRecordId } from '../../../domain/subscription-actions/record-id';
import { fail, type Result } from '../../../domain/shared/result';

/**
 * Runs `call` for a well-formed subscription id; any other id (a mistyped link) is the 404 of an unknown
 * subscription, without asking the server.
 */
export const withSubscriptionId = <T>(subscriptionId: string, call: (id: string) => Promise<Result<T>>): Promise<Result<T>> =>
  isRecordId(subscriptionId) ? call(subscriptionId) : Promise.resolve(fail(PATIENT_AREA_MESSAGES.subscriptionNotFound, 404));
