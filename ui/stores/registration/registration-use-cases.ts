import type { SignUpUseCase } from '../../../application/use-cases/auth/sign-up.use-case';
import type { ConfirmSignUpUseCase } from '../../../application/use-cases/auth/confirm-sign-up.use-case';
import type { ApplyCouponUseCase } from '../../../application/use-cases/catalogue/apply-coupon.use-case';
import type { ChooseTreatmentUseCase } from '../../../application/use-cases/catalogue/choose-treatment.use-case';
import type { LoadDeliveryDiscountsUseCase } from '../../../application/use-cases/catalogue/load-delivery-discounts.use-case';
import type { KeepTreatmentChoiceUseCase } from '../../../application/use-cases/catalogue/keep-treatment-choice.use-case';
import type { LoadTreatmentOptionsUseCase } from '../../../application/use-cases/catalogue/load-treatment-options.use-case';
import type { ReadTreatmentPositionUseCase } from '../../../application/use-cases/catalogue/read-treatment-position.use-case';
import type { LoadIdentityVerificationUseCase } from '../../../application/use-cases/identity-verification/load-identity-verification.use-case';
import type { CheckIdentityPhotoUseCase } from '../../../application/use-cases/identity-verification/check-identity-photo.use-case';
import type { UploadIdentityPhotoUseCase } from '../../../application/use-cases/identity-verification/upload-identity-photo.use-case';
import type { LoadEnabledStatesUseCase } from '../../../application/use-cases/payments/load-enabled-states.use-case';
import type { LoadPaymentSummaryUseCase } from '../../../application/use-cases/payments/load-payment-summary.use-case';
import type { PayForSubscriptionUseCase } from '../../../application/use-cases/payments/pay-for-subscription.use-case';
import type { PrepareCardEntryUseCase } from '../../../application/use-cases/payments/prepare-card-entry.use-case';
import type { SaveShippingAddressUseCase } from '../../../application/use-cases/payments/save-shipping-address.use-case';
import type { SuggestAddressesUseCase } from '../../../application/use-cases/payments/suggest-addresses.use-case';
import type { VerifyAddressUseCase } from '../../../application/use-cases/payments/verify-address.use-case';
import type { AnswerQuestionUseCase } from '../../../application/use-cases/questionnaires/answer-question.use-case';
import type { LoadQuestionnaireUseCase } from '../../../application/use-cases/questionnaires/load-questionnaire.use-case';
import type { SaveQuestionnairePositionUseCase } from '../../../application/use-cases/questionnaires/save-questionnaire-position.use-case';
import type { AdvanceRegistrationUseCase } from '../../../application/use-cases/registration/advance-registration.use-case';
import type { CreateTestPatientUseCase } from '../../../application/use-cases/registration/create-test-patient.use-case';
import type { GoBackUseCase } from '../../../application/use-cases/registration/go-back.use-case';
import type { LoadRegistrationUseCase } from '../../../application/use-cases/registration/load-registration.use-case';
import type { SaveBasicsUseCase } from '../../../application/use-cases/registration/save-basics.use-case';
import type { StartNewSubscriptionUseCase } from '../../../application/use-cases/registration/start-new-subscription.use-case';
import type { StartTreatmentRegistrationUseCase } from '../../../application/use-cases/registration/start-treatment-registration.use-case';
import type { CalendarDate } from '../../../domain/shared/calendar-date';

/** The use cases the registration's stores are built with (ui/composition/registration.stores.ts). */
export interface RegistrationStoreUseCases {
  readonly signUp: SignUpUseCase;
  readonly confirmSignUp: ConfirmSignUpUseCase;
  readonly startRegistration: StartTreatmentRegistrationUseCase;
  readonly startNewSubscription: StartNewSubscriptionUseCase;
  readonly loadRegistration: LoadRegistrationUseCase;
  readonly advance: AdvanceRegistrationUseCase;
  readonly goBack: GoBackUseCase;
  readonly saveBasics: SaveBasicsUseCase;
  readonly createTestPatient: CreateTestPatientUseCase;
  readonly loadQuestionnaire: LoadQuestionnaireUseCase;
  readonly answerQuestion: AnswerQuestionUseCase;
  readonly saveQuestionnairePosition: SaveQuestionnairePositionUseCase;
  readonly loadTreatmentOptions: LoadTreatmentOptionsUseCase;
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

/** Today on the calendar the server checks dates against (given by the composition root's clock). */
export type Today = () => CalendarDate;
