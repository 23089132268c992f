import { describe, expect, it } from 'vitest';
import type { RegistrationUseCases } from '../../../application/areas/registration.use-cases';
import { LoadPaymentSummaryUseCase } from '../../../application/use-cases/payments/load-payment-summary.use-case';
import { PayForSubscriptionUseCase } from '../../../application/use-cases/payments/pay-for-subscription.use-case';
import { PrepareCardEntryUseCase } from '../../../application/use-cases/payments/prepare-card-entry.use-case';
import { ok } from '../../../domain/shared/result';
import { blankSubscription, InMemoryRegistration } from '../../../tests/fakes/in-memory-registration.fake';
import { CardPaymentStore } from './card-payment.store';
import { RegistrationStore } from './registration.store';

const ID = 'd'.repeat(24);
const PERIOD = { total: 44.98, couponDiscount: 0 };

/** The card sub-step of a registration at the payment step, opened on the sandbox's own fields. */
const cardStep = async () => {
  const backend = new InMemoryRegistration();
  backend.periods = { periods: [PERIOD, PERIOD], total: 89.96 } as unknown as InMemoryRegistration['periods'];
  const registration = new RegistrationStore({} as never, {} as never);
  registration.adopt(blankSubscription(ID, 'ed', { registrationStep: 'payment' }));
  const advanced: string[] = [];
  const useCases = {
    loadPaymentSummary: new LoadPaymentSummaryUseCase(backend),
    prepareCardEntry: new PrepareCardEntryUseCase(backend),
    pay: new PayForSubscriptionUseCase(backend, backend, backend),
    advance: { execute: async (id: string) => (advanced.push(id), ok(blankSubscription(ID, 'ed', { registrationStep: 'photos' }))) },
  } as unknown as Pick<RegistrationUseCases, 'loadPaymentSummary' | 'prepareCardEntry' | 'pay' | 'advance'>;
  const store = new CardPaymentStore(useCases, registration, () => ({ year: 2026, month: 11, day: 27 }));
  await store.openCard('#card');
  return { backend, registration, store, advanced };
};

const typeCard = (store: CardPaymentStore, number: string) => {
  store.setCard('number', number);
  store.setCard('expiry', '12/30');
  store.setCard('cvc', '123');
};

const holds = (backend: InMemoryRegistration) => backend.calls.filter((call) => call.startsWith('hold'));

describe('the card sub-step', () => {
  it('opens with what is held today and the fields the provider leaves to the app', async () => {
    const { store } = await cardStep();
    expect([store.summary?.periods[0]?.total, store.entry?.collects, store.alreadyPaid]).toEqual([44.98, 'own-fields', false]);
  });

  it('checks the card before paying, and pays nothing while it has mistakes', async () => {
    const { store, backend } = await cardStep();
    typeCard(store, '4242');
    expect(store.cardFieldError('number')).toBeNull();
    await store.pay();
    expect(store.cardFieldError('number')).not.toBeNull();
    expect(backend.calls).not.toContain('tokenize');
  });

  it('holds the first period and moves the registration on', async () => {
    const { store, backend, registration, advanced } = await cardStep();
    typeCard(store, '4242 4242 4242 4242');
    await store.pay();
    expect(backend.charges).toEqual([expect.objectContaining({ subscriptionId: ID, sum: 44.98 })]);
    expect([advanced, registration.subscription?.registrationStep, store.paying, store.card.number]).toEqual([[ID], 'photos', false, '']);
  });

  it("says a declined card's reason, and keeps the card to correct", async () => {
    const { store, backend } = await cardStep();
    typeCard(store, '4000 0000 0000 0002');
    await store.pay();
    expect([store.payError, store.paying, store.card.number, backend.charges]).toEqual(['Your card was declined.', false, '4000 0000 0000 0002', []]);
  });

  it('retries an attempt that got no answer with the same key, and a new card as a new attempt', async () => {
    const { store, backend } = await cardStep();
    typeCard(store, '4242 4242 4242 4242');
    backend.failNext('hold', 'No answer', 503);
    await store.pay();
    expect(store.payError).toMatch(/Press Pay again: you will not be charged twice/);
    await store.pay();
    expect(new Set(holds(backend)).size).toBe(1);
    expect(backend.charges).toHaveLength(1);

    const other = await cardStep();
    typeCard(other.store, '4242 4242 4242 4242');
    other.backend.failNext('hold', 'No answer', 503);
    await other.store.pay();
    other.store.setCard('cvc', '124');
    expect(other.store.payError).toBeNull();
    await other.store.pay();
    expect(new Set(holds(other.backend)).size).toBe(2);
  });

  it('empties itself at sign-out', async () => {
    const { store } = await cardStep();
    typeCard(store, '4242 4242 4242 4242');
    store.reset();
    expect([store.card.number, store.summary, store.entry, store.payError]).toEqual(['', null, null, null]);
  });
});
