import { describe, expect, it } from 'vitest';
import { SaveShippingAddressUseCase } from '../../../application/use-cases/address/save-shipping-address.use-case';
import { VerifyAddressUseCase } from '../../../application/use-cases/address/verify-address.use-case';
import { LoadEnabledStatesUseCase } from '../../../application/use-cases/address/load-enabled-states.use-case';
import { blankSubscription, InMemoryRegistration } from '../../../tests/fakes/in-memory-registration.fake';
import { NEEDS_UNIT_MESSAGE, unitFieldLabel } from '../../../domain/registration-flow/address-verification';
import type { SessionStore } from '../session.store';
import { PaymentStore } from './payment.store';
import { RegistrationStore } from './registration.store';
import type { RegistrationUseCases } from '../../../application/areas/registration.use-cases';

const ID = 'c'.repeat(24);
const TOWER = { address: '1 Tower Pl', secondAddress: null, city: 'Denver', state: 'CO', zipCode: '80218', matchCode: 'D' as const, matchDescription: 'The building needs a unit' };

const addressStep = async () => {
  const backend = new InMemoryRegistration();
  backend.candidates = [TOWER];
  const registration = new RegistrationStore({} as never, {} as never);
  registration.adopt(blankSubscription(ID, 'hl', { registrationStep: 'payment' }));
  const session = { user: { patient: { shipping: {} } } } as unknown as SessionStore;
  const useCases = {
    loadEnabledStates: new LoadEnabledStatesUseCase(backend),
    verifyAddress: new VerifyAddressUseCase(backend),
    saveShippingAddress: new SaveShippingAddressUseCase(backend),
    suggestAddresses: { execute: async () => ({ ok: true, value: [] }) },
  } as unknown as RegistrationUseCases;
  const store = new PaymentStore(useCases, registration, session, () => ({ year: 2026, month: 11, day: 27 }));
  await store.openAddress();
  for (const [field, value] of [['address', '1 Tower Pl'], ['city', 'Denver'], ['state', 'CO'], ['zipCode', '80218']] as const) store.setAddress(field, value);
  return store;
};

describe('the unit line of the shipping address', () => {
  it('is asked for, not optional, once the address service says the building needs one, until the building changes', async () => {
    const store = await addressStep();
    expect(store.unitNeeded).toBe(false);
    await store.submitAddress();
    expect([store.unitNeeded, store.addressFieldError('secondAddress')]).toEqual([true, NEEDS_UNIT_MESSAGE]);
    expect(unitFieldLabel(store.unitNeeded)).toBe('Apartment, suite or unit');
    store.setAddress('secondAddress', 'Apt 4');
    expect([store.unitNeeded, store.addressFieldError('secondAddress')]).toEqual([true, null]);
    store.setAddress('secondAddress', ' ');
    expect(store.addressFieldError('secondAddress')).toBe(NEEDS_UNIT_MESSAGE);
    store.setAddress('address', '2 Other St');
    expect([store.unitNeeded, store.addressFieldError('secondAddress')]).toEqual([false, null]);
    expect(unitFieldLabel(store.unitNeeded)).toBe('Apartment, suite or unit (optional)');
  });
});
