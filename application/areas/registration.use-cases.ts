import type { ApplyCouponUseCase } from '../use-cases/catalogue/apply-coupon.use-case';
import type { ChooseTreatmentUseCase } from '../use-cases/catalogue/choose-treatment.use-case';
import type { KeepTreatmentChoiceUseCase } from '../use-cases/catalogue/keep-treatment-choice.use-case';
import type { LoadStartingPriceUseCase } from '../use-cases/catalogue/load-starting-price.use-case';
import type { LoadDeliveryDiscountsUseCase } from '../use-cases/catalogue/load-delivery-discounts.use-case';
import type { LoadTreatmentOptionsUseCase } from '../use-cases/catalogue/load-treatment-options.use-case';
import type { ReadTreatmentPositionUseCase } from '../use-cases/catalogue/read-treatment-position.use-case';
import type { CheckIdentityPhotoUseCase } from '../use-cases/identity-verification/check-identity-photo.use-case';
import type { LoadIdentityVerificationUseCase } from '../use-cases/identity-verification/load-identity-verification.use-case';
import type { UploadIdentityPhotoUseCase } from '../use-cases/identity-verification/upload-identity-photo.use-case';
import type { LoadEnabledStatesUseCase } from '../use-cases/address/load-enabled-states.use-case';
import type { LoadPaymentSummaryUseCase } from '../use-cases/payments/load-payment-summary.use-case';
import type { PayForSubscriptionUseCase } from '../use-cases/payments/pay-for-subscription.use-case';
import type { PrepareCardEntryUseCase } from '../use-cases/payments/prepare-card-entry.use-case';
import type { SaveShippingAddressUseCase } from '../use-cases/address/save-shipping-address.use-case';
import type { SuggestAddressesUseCase } from '../use-cases/address/suggest-addresses.use-case';
import type { VerifyAddressUseCase } from '../use-cases/address/verify-address.use-case';
import type { AnswerQuestionUseCase } from '../use-cases/questionnaires/answer-question.use-case';
import type { LoadQuestionnaireUseCase } from '../use-cases/questionnaires/load-questionnaire.use-case';
import type { RewordQuestionnaireUseCase } from '../use-cases/questionnaires/reword-questionnaire.use-case';
import type { SaveQuestionnairePositionUseCase } from '../use-cases/questionnaires/save-questionnaire-position.use-case';
import type { AdvanceRegistrationUseCase } from '../use-cases/registration/advance-registration.use-case';
import type { CreateTestPatientUseCase } from '../use-cases/registration/create-test-patient.use-case';
import type { GoBackUseCase } from '../use-cases/registration/go-back.use-case';
import type { LoadRegistrationUseCase } from '../use-cases/registration/load-registration.use-case';
import type { SaveBasicsUseCase } from '../use-cases/registration/save-basics.use-case';
import type { StartNewSubscriptionUseCase } from '../use-cases/registration/start-new-subscription.use-case';
import type { StartTreatmentRegistrationUseCase } from '../use-cases/registration/start-treatment-registration.use-case';

/**
 * The registration: its steps, questionnaires, catalogue and treatment, address and payment, identity
 * photos, and the test-user flow. Wired in adapters/container/registration.wiring.ts, loaded on first call.
 */
export interface RegistrationUseCases {
  readonly startRegistration: StartTreatmentRegistrationUseCase;
  readonly startNewSubscription: StartNewSubscriptionUseCase;
  readonly loadRegistration: LoadRegistrationUseCase;
  readonly advance: AdvanceRegistrationUseCase;
  readonly goBack: GoBackUseCase;
  readonly saveBasics: SaveBasicsUseCase;
  readonly createTestPatient: CreateTestPatientUseCase;
  readonly loadQuestionnaire: LoadQuestionnaireUseCase;
  readonly rewordQuestionnaire: RewordQuestionnaireUseCase;
  readonly answerQuestion: AnswerQuestionUseCase;
  readonly saveQuestionnairePosition: SaveQuestionnairePositionUseCase;
  readonly loadTreatmentOptions: LoadTreatmentOptionsUseCase;
  /** An entry page's 'from $X a month', before sign-up. */
  readonly loadStartingPrice: LoadStartingPriceUseCase;
  readonly loadDeliveryDiscounts: LoadDeliveryDiscountsUseCase;
  readonly chooseTreatment: ChooseTreatmentUseCase;
  readonly keepTreatmentChoice: KeepTreatmentChoiceUseCase;
  readonly readTreatmentPosition: ReadTreatmentPositionUseCase;
  readonly applyCoupon: ApplyCouponUseCase;
  readonly loadEnabledStates: LoadEnabledStatesUseCase;
  readonly suggestAddresses: SuggestAddressesUseCase;
  readonly verifyAddress: VerifyAddressUseCase;
  readonly saveShippingAddress: SaveShippingAddressUseCase;
  readonly loadPaymentSummary: LoadPaymentSummaryUseCase;
  readonly prepareCardEntry: PrepareCardEntryUseCase;
  readonly pay: PayForSubscriptionUseCase;
  readonly loadIdentityVerification: LoadIdentityVerificationUseCase;
  readonly checkIdentityPhoto: CheckIdentityPhotoUseCase;
  readonly uploadIdentityPhoto: UploadIdentityPhotoUseCase;
}
