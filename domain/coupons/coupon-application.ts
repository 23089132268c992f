import { MESSAGES } from '../feedback/messages';
import { fail, ok, type Result } from '../shared/result';
import { isRecordId } from '../subscription-actions/record-id';

export interface CouponApplication {
  readonly subscriptionId: string;
  readonly code: string;
}

/**
 * Coupon application needs a valid subscription id, otherwise 'Invalid subscription ID provided for coupon
 * application' (spec §5); the code is sent trimmed and may not be blank.
 */
export const couponApplication = (subscriptionId: string | null | undefined, code: string): Result<CouponApplication> => {
  if (!isRecordId(subscriptionId)) return fail(MESSAGES.invalidCouponSubscription, 400);
  const trimmed = code.trim();
  return trimmed === '' ? fail(MESSAGES.couponCodeMissing, 400) : ok({ subscriptionId, code: trimmed });
};
