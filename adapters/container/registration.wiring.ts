import type { ClockPort } from '../../application/ports/clock.port';
import type { IdempotencyKeysPort } from '../../application/ports/idempotency-keys.port';
import type { ImageProcessingPort } from '../../application/ports/identity-verification.port';
import type { KeyValueStoragePort } from '../../application/ports/key-value-storage.port';
import type { SubscriptionsPort } from '../../application/ports/subscriptions.port';
import type { LoadCurrentUserUseCase } from '../../application/use-cases/auth/load-current-user.use-case';
import type { SignUpUseCase } from '../../application/use-cases/auth/sign-up.use-case';
import { ApplyCouponUseCase } from '../../application/use-cases/catalogue/apply-coupon.use-case';
import { ChooseTreatmentUseCase } from '../../application/use-cases/catalogue/choose-treatment.use-case';
import { LoadDeliveryDiscountsUseCase } from '../../application/use-cases/catalogue/load-delivery-discounts.use-case';
import { KeepTreatmentChoiceUseCase } from '../../application/use-cases/catalogue/keep-treatment-choice.use-case';
import { LoadTreatmentOptionsUseCase } from '../../application/use-cases/catalogue/load-treatment-options.use-case';
import { ReadTreatmentPositionUseCase } from '../../application/use-cases/catalogue/read-treatment-position.use-case';
import { LoadIdentityVerificationUseCase } from '../../application/use-cases/identity-verification/load-identity-verification.use-case';
import { CheckIdentityPhotoUseCase } from '../../application/use-cases/identity-verification/check-identity-photo.use-case';
import { UploadIdentityPhotoUseCase } from '../../application/use-cases/identity-verification/upload-identity-photo.use-case';
import { LoadEnabledStatesUseCase } from '../../application/use-cases/payments/load-enabled-states.use-case';
import { LoadPaymentSummaryUseCase } from '../../application/use-cases/payments/load-payment-summary.use-case';
import { PayForSubscriptionUseCase } from '../../application/use-cases/payments/pay-for-subscription.use-case';
import { PrepareCardEntryUseCase } from '../../application/use-cases/payments/prepare-card-entry.use-case';
import { SaveShippingAddressUseCase } from '../../application/use-cases/payments/save-shipping-address.use-case';
import { SuggestAddressesUseCase } from '../../application/use-cases/payments/suggest-addresses.use-case';
import { VerifyAddressUseCase } from '../../application/use-cases/payments/verify-address.use-case';
import { AnswerQuestionUseCase } from '../../application/use-cases/questionnaires/answer-question.use-case';
import { LoadQuestionnaireUseCase } from '../../application/use-cases/questionnaires/load-questionnaire.use-case';
import { SaveQuestionnairePositionUseCase } from '../../application/use-cases/questionnaires/save-questionnaire-position.use-case';
import { AdvanceRegistrationUseCase } from '../../application/use-cases/registration/advance-registration.use-case';
import { CreateTestPatientUseCase } from '../../application/use-cases/registration/create-test-patient.use-case';
import { GoBackUseCase } from '../../application/use-cases/registration/go-back.use-case';
import { LoadRegistrationUseCase } from '../../application/use-cases/registration/load-registration.use-case';
import { SaveBasicsUseCase } from '../../application/use-cases/registration/save-basics.use-case';
import { StartNewSubscriptionUseCase } from '../../application/use-cases/registration/start-new-subscription.use-case';
import { StartTreatmentRegistrationUseCase } from '../../application/use-cases/registration/start-treatment-registration.use-case';
import type { Environment } from '../../domain/registration-flow/test-user';
import type { RuntimeConfig } from '../config/runtime-config.schema';
import type { ApiClient } from '../http/api-client';
import { HttpAddressAdapter } from '../http/http-address.adapter';
import { HttpAppConfigAdapter } from '../http/http-app-config.adapter';
import { HttpCatalogueAdapter } from '../http/http-catalogue.adapter';
import { HttpIdentityVerificationAdapter } from '../http/http-identity-verification.adapter';
import { HttpPatientBasicsAdapter } from '../http/http-patient-basics.adapter';
import { HttpPaymentsAdapter } from '../http/http-payments.adapter';
import { HttpQuestionnairesAdapter } from '../http/http-questionnaires.adapter';
import { HttpRegistrationAdapter } from '../http/http-registration.adapter';
import { CanvasImageAdapter } from '../images/canvas-image.adapter';
import { cardTokenizerFor } from '../payments/card-tokenizer-for-config';

export interface RegistrationDependencies {
  readonly api: ApiClient;
  readonly storage: KeyValueStoragePort;
  readonly clock: ClockPort;
  readonly subscriptions: SubscriptionsPort;
  readonly loadCurrentUser: LoadCurrentUserUseCase;
  readonly signUp: SignUpUseCase;
  readonly keys: IdempotencyKeysPort;
  /** The runtime configuration in the browser (card provider, environment); none for the CLI: the sandbox, local. */
  readonly config: RuntimeConfig | undefined;
  /** The platform's image adapter (node: sharp); none in the browser, whose canvas adapter loads with this file. */
  readonly images: ImageProcessingPort | undefined;
}

/**
 * The registration's use cases with their adapters: HTTP for the API, the card adapter the configuration
 * names, the platform's image adapter for photos (the canvas in the browser). registration.module.ts imports
 * this file on the first call of any of them.
 */
export const wireRegistration = ({ api, storage, clock, subscriptions, loadCurrentUser, signUp, keys, config, images }: RegistrationDependencies) => {
  const registration = new HttpRegistrationAdapter(api);
  const basics = new HttpPatientBasicsAdapter(api);
  const questionnaires = new HttpQuestionnairesAdapter(api);
  const catalogue = new HttpCatalogueAdapter(api);
  const address = new HttpAddressAdapter(api);
  const photos = new HttpIdentityVerificationAdapter(api);
  const tokenizer = cardTokenizerFor(config, api);
  const environment: Environment = config?.environment ?? 'local';

  const advance = new AdvanceRegistrationUseCase(registration, loadCurrentUser);
  const startRegistration = new StartTreatmentRegistrationUseCase(registration, storage);
  const saveBasics = new SaveBasicsUseCase(basics, storage, clock, advance);
  const applyCoupon = new ApplyCouponUseCase(registration);
  const saveShippingAddress = new SaveShippingAddressUseCase(address);
  const checkIdentityPhoto = new CheckIdentityPhotoUseCase();
  return {
    startRegistration,
    startNewSubscription: new StartNewSubscriptionUseCase(registration, storage),
    loadRegistration: new LoadRegistrationUseCase(subscriptions, registration),
    advance,
    goBack: new GoBackUseCase(registration, storage),
    saveBasics,
    createTestPatient: new CreateTestPatientUseCase(environment, keys, clock, signUp, startRegistration, saveBasics),
    loadQuestionnaire: new LoadQuestionnaireUseCase(questionnaires),
    answerQuestion: new AnswerQuestionUseCase(questionnaires, basics, clock),
    saveQuestionnairePosition: new SaveQuestionnairePositionUseCase(questionnaires),
    loadTreatmentOptions: new LoadTreatmentOptionsUseCase(catalogue),
    loadDeliveryDiscounts: new LoadDeliveryDiscountsUseCase(catalogue),
    chooseTreatment: new ChooseTreatmentUseCase(registration, catalogue, storage, advance),
    keepTreatmentChoice: new KeepTreatmentChoiceUseCase(registration, storage),
    readTreatmentPosition: new ReadTreatmentPositionUseCase(storage),
    applyCoupon,
    loadEnabledStates: new LoadEnabledStatesUseCase(basics),
    suggestAddresses: new SuggestAddressesUseCase(address),
    verifyAddress: new VerifyAddressUseCase(address, saveShippingAddress),
    saveShippingAddress,
    loadPaymentSummary: new LoadPaymentSummaryUseCase(catalogue),
    prepareCardEntry: new PrepareCardEntryUseCase(tokenizer),
    pay: new PayForSubscriptionUseCase(tokenizer, new HttpPaymentsAdapter(api), keys),
    loadIdentityVerification: new LoadIdentityVerificationUseCase(new HttpAppConfigAdapter(api), photos),
    checkIdentityPhoto,
    uploadIdentityPhoto: new UploadIdentityPhotoUseCase(photos, images ?? new CanvasImageAdapter(), checkIdentityPhoto),
  };
};

export type RegistrationUseCases = ReturnType<typeof wireRegistration>;
