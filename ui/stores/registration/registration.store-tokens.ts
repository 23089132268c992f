import type { ServiceIdentifier } from 'inversify';
import type { BasicsStore } from './basics.store';
import type { EntryStore } from './entry.store';
import type { NewSubscriptionStore } from './new-subscription.store';
import type { PaymentStore } from './payment.store';
import type { PhotoStore } from './photo.store';
import type { QuestionnaireStore } from './questionnaire.store';
import type { RegistrationStore } from './registration.store';
import type { TestUserStore } from './test-user.store';
import type { TreatmentStore } from './treatment.store';

const token = <T>(name: string): ServiceIdentifier<T> => Symbol.for(`vireo.ui.registration.${name}`) as ServiceIdentifier<T>;

/** The registration's stores, for useStore. */
export const REGISTRATION_STORE_TOKENS = {
  registration: token<RegistrationStore>('registration'),
  entry: token<EntryStore>('entry'),
  basics: token<BasicsStore>('basics'),
  questionnaire: token<QuestionnaireStore>('questionnaire'),
  treatment: token<TreatmentStore>('treatment'),
  payment: token<PaymentStore>('payment'),
  photo: token<PhotoStore>('photo'),
  newSubscription: token<NewSubscriptionStore>('newSubscription'),
  testUser: token<TestUserStore>('testUser'),
} as const;
