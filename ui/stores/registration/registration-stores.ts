import type { RegistrationUseCases } from '../../../application/areas/registration.use-cases';
import type { BrandId } from '../../../domain/brands/brand';
import type { Environment } from '../../../domain/registration-flow/test-user';
import { RegistrationStore } from './registration.store';
import type { SessionStore } from '../session.store';
import { BasicsStore } from './basics.store';
import { CardPaymentStore } from './card-payment.store';
import { EntryStore } from './entry.store';
import { NewSubscriptionStore } from './new-subscription.store';
import { PhotoStore } from './photo.store';
import { QuestionnaireStore } from './questionnaire.store';
import { ShippingAddressStore } from './shipping-address.store';
import { TestUserStore } from './test-user.store';
import type { Today } from './today';
import { TreatmentStore } from './treatment.store';

export interface RegistrationStoresDependencies {
  readonly useCases: RegistrationUseCases;
  readonly session: SessionStore;
  readonly today: Today;
  /** The gender the patient gave, as local storage keeps it. */
  readonly storedGender: () => string | null;
  readonly brand: BrandId;
  /** local, test or production: the test-user flow is refused in production. */
  readonly environment: Environment;
}

/** The stores of the registration's steps; each holding the patient's data empties itself at sign-out. */
export const createRegistrationStores = ({ useCases, session, today, storedGender, brand, environment }: RegistrationStoresDependencies) => {
  const emptiedAtSignOut = <T extends { reset(): void }>(store: T): T => {
    session.onReset(() => store.reset());
    return store;
  };
  const registration = emptiedAtSignOut(new RegistrationStore(useCases, session));
  return {
    registration,
    entry: new EntryStore(useCases, session, registration),
    basics: emptiedAtSignOut(new BasicsStore(useCases, registration, session, today, storedGender, brand)),
    questionnaire: emptiedAtSignOut(new QuestionnaireStore(useCases, registration, session, storedGender, today)),
    treatment: emptiedAtSignOut(new TreatmentStore(useCases, registration)),
    shippingAddress: emptiedAtSignOut(new ShippingAddressStore(useCases, registration, session)),
    cardPayment: emptiedAtSignOut(new CardPaymentStore(useCases, registration, today)),
    photo: emptiedAtSignOut(new PhotoStore(useCases, registration)),
    newSubscription: emptiedAtSignOut(new NewSubscriptionStore(useCases, registration, session)),
    testUser: new TestUserStore(useCases, session, registration, environment),
  };
};

export type RegistrationStores = ReturnType<typeof createRegistrationStores>;
