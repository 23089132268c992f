import { ContainerModule, type ResolutionContext } from 'inversify';
import { REGISTRATION_TOKENS } from '../../adapters/container/registration.tokens';
import { TOKENS } from '../../adapters/container/tokens';
import { STORAGE_KEYS } from '../../domain/session/storage-keys';
import type { CalendarDate } from '../../domain/shared/calendar-date';
import { REGISTRATION_STORE_TOKENS as S } from '../stores/registration/registration.store-tokens';
import { RegistrationStore } from '../stores/registration/registration.store';
import type { RegistrationStoreUseCases } from '../stores/registration/registration-use-cases';
import { STORE_TOKENS } from '../stores/store-tokens';

/**
 * The store classes of the steps, imported when a page of the registration first loads: the first visit to
 * /login carries none of them. The registration store itself is small and bound at once: the steps
 * layout's route guard reads it.
 */
const importStoreClasses = async () => {
  const [entry, basics, questionnaire, treatment, payment, photo, newSubscription, testUser] = await Promise.all([
    import('../stores/registration/entry.store'),
    import('../stores/registration/basics.store'),
    import('../stores/registration/questionnaire.store'),
    import('../stores/registration/treatment.store'),
    import('../stores/registration/payment.store'),
    import('../stores/registration/photo.store'),
    import('../stores/registration/new-subscription.store'),
    import('../stores/registration/test-user.store'),
  ]);
  return {
    EntryStore: entry.EntryStore,
    BasicsStore: basics.BasicsStore,
    QuestionnaireStore: questionnaire.QuestionnaireStore,
    TreatmentStore: treatment.TreatmentStore,
    PaymentStore: payment.PaymentStore,
    PhotoStore: photo.PhotoStore,
    NewSubscriptionStore: newSubscription.NewSubscriptionStore,
    TestUserStore: testUser.TestUserStore,
  };
};

let storeClasses: Awaited<ReturnType<typeof importStoreClasses>> | null = null;
let importing: Promise<void> | null = null;

/** Loads the registration stores' code; every page that uses them waits for it (see withRegistrationStores). */
export const loadRegistrationStores = (): Promise<void> =>
  (importing ??= importStoreClasses().then((classes) => {
    storeClasses = classes;
  }));

/** A page module of the registration, ready once the stores' code is there too (for lazyPage in routes.tsx). */
export const withRegistrationStores = <M,>(page: Promise<M>): Promise<M> => Promise.all([page, loadRegistrationStores()]).then(([module]) => module);

const classes = () => {
  if (!storeClasses) throw new Error('A registration store was asked for before its code loaded: wrap the page with withRegistrationStores');
  return storeClasses;
};

/** Every registration use case from the container (each loads its code on first use), and sign-up. */
const useCasesOf = (c: ResolutionContext): RegistrationStoreUseCases => {
  const { environment: _environment, ...tokens } = REGISTRATION_TOKENS;
  const registration = Object.fromEntries(Object.entries(tokens).map(([name, token]) => [name, c.get(token as symbol)])) as Omit<
    RegistrationStoreUseCases,
    'signUp' | 'confirmSignUp'
  >;
  return { ...registration, signUp: c.get(TOKENS.signUp), confirmSignUp: c.get(TOKENS.confirmSignUp) };
};

/** Today on the UTC calendar: the day the server checks birth dates and card expiry against. */
const utcToday =
  (c: ResolutionContext) =>
  (): CalendarDate => {
    const now = new Date(c.get(TOKENS.clock).now());
    return { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1, day: now.getUTCDate() };
  };

/** The registration's stores; each holding the patient's data empties itself at sign-out. */
export const registrationStoresModule = new ContainerModule(({ bind }) => {
  const withReset = <T extends { reset(): void }>(c: ResolutionContext, store: T): T => {
    c.get(STORE_TOKENS.session).onReset(() => store.reset());
    return store;
  };
  const storedGender = (c: ResolutionContext) => () => c.get(TOKENS.storage).get(STORAGE_KEYS.gender);
  const session = (c: ResolutionContext) => c.get(STORE_TOKENS.session);

  bind(S.registration)
    .toDynamicValue((c) => withReset(c, new RegistrationStore(useCasesOf(c), session(c))))
    .inSingletonScope();
  bind(S.entry)
    .toDynamicValue((c) => new (classes().EntryStore)(useCasesOf(c), session(c), c.get(S.registration)))
    .inSingletonScope();
  bind(S.basics)
    .toDynamicValue((c) => withReset(c, new (classes().BasicsStore)(useCasesOf(c), c.get(S.registration), session(c), utcToday(c), storedGender(c), c.get(STORE_TOKENS.brand).id)))
    .inSingletonScope();
  bind(S.questionnaire)
    .toDynamicValue((c) => withReset(c, new (classes().QuestionnaireStore)(useCasesOf(c), c.get(S.registration), session(c), storedGender(c), utcToday(c))))
    .inSingletonScope();
  bind(S.treatment)
    .toDynamicValue((c) => withReset(c, new (classes().TreatmentStore)(useCasesOf(c), c.get(S.registration))))
    .inSingletonScope();
  bind(S.payment)
    .toDynamicValue((c) => withReset(c, new (classes().PaymentStore)(useCasesOf(c), c.get(S.registration), session(c), utcToday(c))))
    .inSingletonScope();
  bind(S.photo)
    .toDynamicValue((c) => withReset(c, new (classes().PhotoStore)(useCasesOf(c), c.get(S.registration))))
    .inSingletonScope();
  bind(S.newSubscription)
    .toDynamicValue((c) => withReset(c, new (classes().NewSubscriptionStore)(useCasesOf(c), c.get(S.registration), session(c))))
    .inSingletonScope();
  bind(S.testUser)
    .toDynamicValue((c) => new (classes().TestUserStore)(useCasesOf(c), session(c), c.get(S.registration), c.get(REGISTRATION_TOKENS.environment)))
    .inSingletonScope();
});
