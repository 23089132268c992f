import type { ServiceIdentifier } from 'inversify';
import type { Environment } from '../../domain/registration-flow/test-user';
import type { RegistrationUseCases } from './registration.wiring';

const token = <T>(name: string): ServiceIdentifier<T> => Symbol.for(`vireo.registration.${name}`) as ServiceIdentifier<T>;

const useCase = <K extends keyof RegistrationUseCases>(name: K) => token<RegistrationUseCases[K]>(name);

/** The registration area's use cases (steps, questionnaires, catalogue, payments, identity), and the environment. */
export const REGISTRATION_TOKENS = {
  startRegistration: useCase('startRegistration'),
  startNewSubscription: useCase('startNewSubscription'),
  loadRegistration: useCase('loadRegistration'),
  advance: useCase('advance'),
  goBack: useCase('goBack'),
  saveBasics: useCase('saveBasics'),
  createTestPatient: useCase('createTestPatient'),
  loadQuestionnaire: useCase('loadQuestionnaire'),
  answerQuestion: useCase('answerQuestion'),
  saveQuestionnairePosition: useCase('saveQuestionnairePosition'),
  loadTreatmentOptions: useCase('loadTreatmentOptions'),
  loadDeliveryDiscounts: useCase('loadDeliveryDiscounts'),
  chooseTreatment: useCase('chooseTreatment'),
  keepTreatmentChoice: useCase('keepTreatmentChoice'),
  readTreatmentPosition: useCase('readTreatmentPosition'),
  applyCoupon: useCase('applyCoupon'),
  loadEnabledStates: useCase('loadEnabledStates'),
  suggestAddresses: useCase('suggestAddresses'),
  verifyAddress: useCase('verifyAddress'),
  saveShippingAddress: useCase('saveShippingAddress'),
  loadPaymentSummary: useCase('loadPaymentSummary'),
  prepareCardEntry: useCase('prepareCardEntry'),
  pay: useCase('pay'),
  loadIdentityVerification: useCase('loadIdentityVerification'),
  checkIdentityPhoto: useCase('checkIdentityPhoto'),
  uploadIdentityPhoto: useCase('uploadIdentityPhoto'),
  /** local, test or production: the test-user flow is refused in production. */
  environment: token<Environment>('environment'),
} as const;
