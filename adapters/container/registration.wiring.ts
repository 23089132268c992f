import type { ResolutionContext } from 'inversify';
import type { RegistrationUseCases } from '../../application/areas/registration.use-cases';
import { ApplyCouponUseCase } from '../../application/use-cases/catalogue/apply-coupon.use-case';
import { ChooseTreatmentUseCase } from '../../application/use-cases/catalogue/choose-treatment.use-case';
import { LoadDeliveryDiscountsUseCase } from '../../application/use-cases/catalogue/load-delivery-discounts.use-case';
import { KeepTreatmentChoiceUseCase } from '../../application/use-cases/catalogue/keep-treatment-choice.use-case';
import { LoadStartingPriceUseCase } from '../../application/use-cases/catalogue/load-starting-price.use-case';
import { LoadTreatmentOptionsUseCase } from '../../application/use-cases/catalogue/load-treatment-options.use-case';
import { ReadTreatmentPositionUseCase } from '../../application/use-cases/catalogue/read-treatment-position.use-case';
import { LoadIdentityVerificationUseCase } from '../../application/use-cases/identity-verification/load-identity-verification.use-case';
import { CheckIdentityPhotoUseCase } from '../../application/use-cases/identity-verification/check-identity-photo.use-case';
import { UploadIdentityPhotoUseCase } from '../../application/use-cases/identity-verification/upload-identity-photo.use-case';
import { LoadEnabledStatesUseCase } from '../../application/use-cases/address/load-enabled-states.use-case';
import { LoadPaymentSummaryUseCase } from '../../application/use-cases/payments/load-payment-summary.use-case';
import { PayForSubscriptionUseCase } from '../../application/use-cases/payments/pay-for-subscription.use-case';
import { PrepareCardEntryUseCase } from '../../application/use-cases/payments/prepare-card-entry.use-case';
import { SaveShippingAddressUseCase } from '../../application/use-cases/address/save-shipping-address.use-case';
import { SuggestAddressesUseCase } from '../../application/use-cases/address/suggest-addresses.use-case';
import { VerifyAddressUseCase } from '../../application/use-cases/address/verify-address.use-case';
import { AnswerQuestionUseCase } from '../../application/use-cases/questionnaires/answer-question.use-case';
import { RewordQuestionnaireUseCase } from '../../application/use-cases/questionnaires/reword-questionnaire.use-case';
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
import { HttpAddressAdapter } from '../http/http-address.adapter';
import { HttpAppConfigAdapter } from '../http/http-app-config.adapter';
import { HttpCatalogueAdapter } from '../http/http-catalogue.adapter';
import { HttpIdentityVerificationAdapter } from '../http/http-identity-verification.adapter';
import { HttpPatientBasicsAdapter } from '../http/http-patient-basics.adapter';
import { HttpPaymentsAdapter } from '../http/http-payments.adapter';
import { HttpQuestionnairesAdapter } from '../http/http-questionnaires.adapter';
import { HttpRegistrationAdapter } from '../http/http-registration.adapter';
import { CanvasImageAdapter } from '../images/canvas-image.adapter';
import { randomKeys } from '../crypto/random-keys.adapter';
import { cardTokenizerFor } from '../payments/card-tokenizer-for-config';
import { AREAS, TOKENS } from './tokens';

/**
 * The registration's use cases with their adapters: HTTP for the API, the card adapter the configuration
 * names (the sandbox without one: the CLI), the platform's image adapter for photos (the canvas in the
 * browser, which loads with this file). areas.module.ts imports this file on the first call of any of them.
 */
export const wireRegistration = (c: ResolutionContext) => {
  const api = c.get(TOKENS.apiClient);
  const storage = c.get(TOKENS.storage);
  const clock = c.get(TOKENS.clock);
  const config = c.get(TOKENS.config, { optional: true });
  const { loadCurrentUser, signUp } = c.get(AREAS.session);
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
  const saveBasics = new SaveBasicsUseCase(basics, address, storage, clock, advance);
  const applyCoupon = new ApplyCouponUseCase(registration);
  const checkIdentityPhoto = new CheckIdentityPhotoUseCase();
  return {
    startRegistration,
    startNewSubscription: new StartNewSubscriptionUseCase(registration, storage),
    loadRegistration: new LoadRegistrationUseCase(c.get(TOKENS.subscriptions), registration),
    advance,
    goBack: new GoBackUseCase(registration, storage),
    saveBasics,
    createTestPatient: new CreateTestPatientUseCase(environment, randomKeys, clock, signUp, startRegistration, saveBasics),
    loadQuestionnaire: new LoadQuestionnaireUseCase(questionnaires),
    rewordQuestionnaire: new RewordQuestionnaireUseCase(questionnaires),
    answerQuestion: new AnswerQuestionUseCase(questionnaires, basics, clock),
    saveQuestionnairePosition: new SaveQuestionnairePositionUseCase(questionnaires),
    loadTreatmentOptions: new LoadTreatmentOptionsUseCase(catalogue),
    loadStartingPrice: new LoadStartingPriceUseCase(catalogue),
    loadDeliveryDiscounts: new LoadDeliveryDiscountsUseCase(catalogue),
    chooseTreatment: new ChooseTreatmentUseCase(registration, catalogue, storage, advance),
    keepTreatmentChoice: new KeepTreatmentChoiceUseCase(registration, storage),
    readTreatmentPosition: new ReadTreatmentPositionUseCase(storage),
    applyCoupon,
    loadEnabledStates: new LoadEnabledStatesUseCase(address),
    suggestAddresses: new SuggestAddressesUseCase(address),
    verifyAddress: new VerifyAddressUseCase(address),
    saveShippingAddress: new SaveShippingAddressUseCase(address),
    loadPaymentSummary: new LoadPaymentSummaryUseCase(catalogue),
    prepareCardEntry: new PrepareCardEntryUseCase(tokenizer),
    pay: new PayForSubscriptionUseCase(tokenizer, new HttpPaymentsAdapter(api), randomKeys),
    loadIdentityVerification: new LoadIdentityVerificationUseCase(new HttpAppConfigAdapter(api), photos),
    checkIdentityPhoto,
    uploadIdentityPhoto: new UploadIdentityPhotoUseCase(
      photos,
      c.get(TOKENS.imageProcessing, { optional: true }) ?? new CanvasImageAdapter(),
      checkIdentityPhoto,
    ),
  } satisfies RegistrationUseCases;
};
