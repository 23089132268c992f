import { describe, expect, it } from 'vitest';
import type { RegistrationUseCases } from '../../../application/areas/registration.use-cases';
import { LoadEnabledStatesUseCase } from '../../../application/use-cases/address/load-enabled-states.use-case';
import { SaveShippingAddressUseCase } from '../../../application/use-cases/address/save-shipping-address.use-case';
import { SuggestAddressesUseCase } from '../../../application/use-cases/address/suggest-addresses.use-case';
import { VerifyAddressUseCase } from '../../../application/use-cases/address/verify-address.use-case';
import type { AddressCandidate, AddressSuggestion } from '../../../domain/entities/address';
import { ok, type Result } from '../../../domain/shared/result';
import { NEEDS_UNIT_MESSAGE, unitFieldLabel } from '../../../domain/registration-flow/address-verification';
import { blankSubscription, InMemoryRegistration } from '../../../tests/fakes/in-memory-registration.fake';
import type { SessionStore } from '../session.store';
import { RegistrationStore } from './registration.store';
import { ShippingAddressStore } from './shipping-address.store';

const ID = 'c'.repeat(24);
const candidate = (address: string, matchCode: AddressCandidate['matchCode']): AddressCandidate => ({
  address,
  secondAddress: null,
  city: 'Denver',
  state: 'CO',
  zipCode: '80218',
  matchCode,
  matchDescription: '',
});
const TOWER = { ...candidate('1 Tower Pl', 'D'), matchDescription: 'The building needs a unit' };

/** The address sub-step of a registration at the payment step, the form filled in with `street`. */
const addressStep = async (candidates: readonly AddressCandidate[], street = '1 Tower Pl', suggestAddresses?: Pick<SuggestAddressesUseCase, 'execute'>) => {
  const backend = new InMemoryRegistration();
  backend.candidates = [...candidates];
  const registration = new RegistrationStore({} as never, {} as never);
  registration.adopt(blankSubscription(ID, 'hl', { registrationStep: 'payment' }));
  const refreshed: string[] = [];
  const session = { user: { patient: { shipping: { zipCode: '80218' } } }, refreshUser: async () => void refreshed.push('refresh') } as unknown as SessionStore;
  const useCases = {
    loadEnabledStates: new LoadEnabledStatesUseCase(backend),
    verifyAddress: new VerifyAddressUseCase(backend),
    saveShippingAddress: new SaveShippingAddressUseCase(backend),
    suggestAddresses: suggestAddresses ?? new SuggestAddressesUseCase(backend),
  } as Pick<RegistrationUseCases, 'loadEnabledStates' | 'verifyAddress' | 'saveShippingAddress' | 'suggestAddresses'>;
  const store = new ShippingAddressStore(useCases, registration, session);
  await store.openAddress();
  for (const [field, value] of [
    ['address', street],
    ['city', 'Denver'],
    ['state', 'CO'],
  ] as const)
    store.setAddress(field, value);
  return { backend, registration, store, refreshed };
};

describe('the shipping address sub-step', () => {
  it("opens with the patient's shipping address and the states served", async () => {
    const { store } = await addressStep([]);
    expect(store.address.zipCode).toBe('80218');
    expect(store.enabledStates.map((state) => state.code)).toContain('CO');
  });

  it('shows a field error once the field is left or the form sent, and asks nothing while the form has one', async () => {
    const { store, backend } = await addressStep([]);
    store.setAddress('city', '');
    expect(store.addressFieldError('city')).toBeNull();
    store.touchAddress('city');
    expect(store.addressFieldError('city')).not.toBeNull();
    await store.submitAddress();
    expect(backend.calls.some((call) => call.startsWith('verify'))).toBe(false);
  });

  it('saves one confirmed address at once and moves on to the card', async () => {
    const { store, backend, registration } = await addressStep([candidate('1500 E Colfax Ave', 'Y')], '1500 Colfax Ave');
    await store.submitAddress();
    expect(backend.calls).toContain('save-shipping 1500 E Colfax Ave');
    expect([store.address.address, store.checkingAddress, registration.steps?.paymentSubStep]).toEqual(['1500 E Colfax Ave', false, 'card']);
  });

  it('lets the patient choose between candidates, and saves the one chosen', async () => {
    const { store, backend, registration } = await addressStep([candidate('1500 E Colfax Ave', 'S'), candidate('1500 W Colfax Ave', 'S')], '1500 Colfax Ave');
    await store.submitAddress();
    expect(store.candidates).toHaveLength(2);
    store.chooseCandidate(1);
    await store.submitAddress();
    expect(backend.calls).toContain('save-shipping 1500 W Colfax Ave');
    expect([store.candidates, registration.steps?.paymentSubStep]).toEqual([null, 'card']);
  });

  it('keeps the form and says why when the address service or the save fails', async () => {
    const { store, backend, registration } = await addressStep([candidate('1500 E Colfax Ave', 'Y')], '1500 Colfax Ave');
    backend.failNext('verify', 'The address service is down', 503);
    await store.submitAddress();
    expect([store.addressError, store.address.address, store.checkingAddress]).toEqual(['The address service is down', '1500 Colfax Ave', false]);
    backend.failNext('save-shipping', 'Not saved', 500);
    await store.submitAddress();
    expect([store.addressError, registration.steps?.paymentSubStep]).toEqual(['Not saved', 'address']);
  });

  it('is asked for, not optional, once the address service says the building needs one, until the building changes', async () => {
    const { store } = await addressStep([TOWER]);
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

  it('drops suggestions that answer older text, and empties itself at sign-out', async () => {
    const answers = new Map<string, (found: readonly AddressSuggestion[]) => void>();
    const suggestAddresses = {
      execute: (search: string) => new Promise<Result<readonly AddressSuggestion[]>>((resolve) => answers.set(search, (found) => resolve(ok(found)))),
    };
    const { store } = await addressStep([], '1', suggestAddresses);
    const older = store.suggest('15');
    const newer = store.suggest('1500');
    answers.get('1500')!([{ text: '1500 Colfax Ave', address: '1500 Colfax Ave', city: 'Denver', state: 'CO', zipCode: '80218' }]);
    answers.get('15')!([{ text: '15 Old St', address: '15 Old St', city: 'Denver', state: 'CO', zipCode: '80218' }]);
    await Promise.all([older, newer]);
    expect(store.suggestions.map((found) => found.address)).toEqual(['1500 Colfax Ave']);
    store.reset();
    expect([store.address.address, store.candidates, store.unitNeeded]).toEqual(['', null, false]);
  });
});
