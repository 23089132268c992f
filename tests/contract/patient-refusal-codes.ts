import type { ApiErrorCode } from '../../domain/shared/error-codes';

export interface RefusalCode {
  readonly code: ApiErrorCode;
  readonly status: number;
  /** The English message, unchanged: the spec's exact strings and the server's own. */
  readonly message: RegExp;
}

/**
 * The refusals a patient can meet on a screen, each with the code an app words itself (the contract's
 * ErrorCode). The contract scenarios must meet every one of them with exactly this code.
 */
export const PATIENT_REFUSAL_CODES: readonly RefusalCode[] = [
  { code: 'invalid_credentials', status: 401, message: /^Incorrect e-mail or password$/ },
  { code: 'sign_in_locked', status: 429, message: /^Too many failed sign-in attempts\. Please try again in \d+ minutes?, or reset your password\.$/ },
  { code: 'email_taken', status: 409, message: /^An account with this e-mail already exists$/ },
  { code: 'weak_password', status: 400, message: /^Password must be at least 8 characters long and contain a letter and a digit$/ },
  { code: 'same_password', status: 400, message: /^The new password must be different from the current one$/ },
  { code: 'wrong_current_password', status: 403, message: /^Your current password is incorrect$/ },
  { code: 'invalid_reset_link', status: 400, message: /^This password reset link is invalid or has expired\. Please request a new one\.$/ },
  { code: 'invalid_birth_date', status: 400, message: /^Enter a valid birth date$/ },
  { code: 'under_minimum_age', status: 400, message: /^You must be at least 18 years old to use this service$/ },
  { code: 'phone_taken', status: 409, message: /^This phone number is already used by another account$/ },
  { code: 'zip_not_found', status: 404, message: /^ZIP code not found$/ },
  { code: 'state_not_served', status: 400, message: /^We do not ship to .+ yet: our service is not available there\.$/ },
  { code: 'shipping_address_missing', status: 409, message: /^Add your shipping address before paying: your order needs somewhere to go\.$/ },
  { code: 'invalid_card_number', status: 402, message: /^Your card number is invalid\.$/ },
  { code: 'card_token_invalid', status: 400, message: /^No such card token: please enter your card again\.$/ },
  { code: 'card_token_used', status: 409, message: /^This card entry was already used for a payment: enter your card again\.$/ },
  { code: 'price_changed', status: 409, message: /^The price of this subscription is now \$\d+\.\d{2}: please review it before paying\.$/ },
  { code: 'payment_already_held', status: 409, message: /^This subscription already has a payment on hold: it is not charged twice\.$/ },
  { code: 'payment_already_held', status: 409, message: /^Your payment is already held for the treatment you chose: contact support to change it$/ },
  { code: 'payment_in_progress', status: 409, message: /^This payment is still being processed: try again in a moment\.$/ },
  { code: 'no_card_on_file', status: 409, message: /^There is no card on file to charge: pay for a treatment with your card first\.$/ },
  { code: 'invalid_answer', status: 400, message: /^Question [a-f0-9]{24}: / },
  { code: 'visit_log_not_found', status: 404, message: /^Online visit log not found!$/ },
  { code: 'answers_need_review', status: 409, message: /^Your answers need a review by our medical team before you can continue: please contact support$/ },
  { code: 'step_incomplete', status: 409, message: /^Please (complete|answer every question|choose your treatment|upload)/ },
  { code: 'subscription_completed', status: 409, message: /^Cannot update subscription! Subscription completed\.$/ },
  { code: 'coupon_invalid', status: 404, message: /^This coupon code is not valid$/ },
  { code: 'coupon_invalid', status: 400, message: /^The winback code '.+' is not valid\.$/ },
  { code: 'coupon_expired', status: 409, message: /^The coupon '.+' has expired$/ },
  { code: 'coupon_expired', status: 400, message: /^The winback code '.+' has expired\.$/ },
  { code: 'coupon_not_applicable', status: 409, message: /^The coupon '.+' does not apply to this treatment$/ },
  { code: 'coupon_not_applicable', status: 400, message: /^The winback code '.+' does not apply to this treatment\.$/ },
  { code: 'coupon_already_applied', status: 409, message: /^The coupon '.+' is already applied to this subscription$/ },
  { code: 'coupon_already_applied', status: 400, message: /^The winback code '.+' was already used on this subscription\.$/ },
  { code: 'coupon_reactivation_only', status: 409, message: /^The coupon '.+' is taken off when a cancelled subscription is reactivated$/ },
  { code: 'coupon_not_winback', status: 400, message: /^The code '.+' is not a winback offer\.$/ },
  { code: 'registration_in_progress', status: 409, message: /^A subscription for this treatment is already in registration: continue it from your dashboard$/ },
  { code: 'first_registration_unfinished', status: 409, message: /^Finish your first registration before starting a new treatment$/ },
  { code: 'treatment_not_chosen', status: 409, message: /^Choose a treatment first: this subscription has no plan yet$/ },
  { code: 'dose_unavailable', status: 409, message: /^.+ is not available at the moment$/ },
  { code: 'dose_not_offered', status: 400, message: /^This dose is not offered for your treatment\.$/ },
  { code: 'same_dose', status: 400, message: /^This is already your dose\.$/ },
  { code: 'dose_change_pending', status: 409, message: /^A dose change is already waiting for the doctor: withdraw it first to ask for another\.$/ },
  { code: 'no_dose_change', status: 409, message: /^There is no dose change waiting for the doctor to withdraw\.$/ },
  {
    code: 'skip_past_prescription_end',
    status: 409,
    message: /^Skipping \d+ periods? would go past the end of your prescription on .+: skip fewer periods or renew it first\.$/,
  },
  { code: 'already_renewed', status: 409, message: /^This subscription was renewed on .+: it can be renewed again from its next period\.$/ },
  { code: 'cancelled_before_approval', status: 409, message: /^This subscription was cancelled before a doctor approved it: start a new treatment instead\.$/ },
  { code: 'prescription_ended', status: 409, message: /^The prescription of this subscription ended on .+: start a new treatment for a new consultation\.$/ },
  { code: 'empty_message', status: 400, message: /^The message is empty$/ },
  { code: 'no_doctor_available', status: 409, message: /^No doctor is available for this treatment yet: please ask support instead$/ },
  { code: 'no_treatment_for_doctor', status: 409, message: /^A question for a doctor needs a treatment: start one, or ask support instead$/ },
  { code: 'file_empty', status: 400, message: /^(.+: the file is empty|The file is empty)$/ },
  { code: 'too_many_files', status: 400, message: /^At most \d+ files can be sent at once$/ },
  { code: 'image_too_small', status: 400, message: /^(.+: t|T)his photo is too small to read: use one at least 400 pixels on each side$/ },
  { code: 'image_too_large', status: 413, message: /^(.+: t|T)he image is too large: at most 12000 pixels on a side and 64 megapixels$/ },
];
