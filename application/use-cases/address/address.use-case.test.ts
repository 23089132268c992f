import { beforeEach, describe, expect, it } from 'vitest';
import type { AddressCandidate, AddressForm } from '../../../domain/entities/address';
import { InMemoryAccount } from '../../../tests/fakes/in-memory-account.fake';
import { LoadEnabledStatesUseCase } from './load-enabled-states.use-case';
import { SaveShippingAddressUseCase } from './save-shipping-address.use-case';
import { VerifyAddressUseCase } from './verify-address.use-case';

let account: InMemoryAccount;

beforeEach(() => {
  account = new InMemoryAccount();
});

describe('the shipping address, checked as every address form checks it', () => {
  const entered: AddressForm = { address: '1600 Colfax Ave', secondAddress: '', city: 'Denver', state: 'co', zipCode: '80203' };
  const candidate = (over: Partial<AddressCandidate>): AddressCandidate => ({
    address: '1600 E Colfax Ave',
    secondAddress: null,
    city: 'Denver',
    state: 'CO',
    zipCode: '80218',
    matchCode: 'Y',
    matchDescription: 'Confirmed',
    ...over,
  });

  it('asks for invalid matches and 2 candidates, and lets the patient choose between them', async () => {
    account.candidates = [candidate({}), candidate({ address: '1600 W Colfax Ave', zipCode: '80204' }), candidate({ address: 'third' })];
    const outcome = await new VerifyAddressUseCase(account).execute({ address: entered, servedStates: account.served });
    expect(outcome).toMatchObject({ ok: true, value: { kind: 'choose', candidates: [{ address: '1600 E Colfax Ave' }, { address: '1600 W Colfax Ave' }] } });
    expect(account.calls).toEqual(['verify invalid 2 1600 Colfax Ave']);
  });

  it('confirms a single confirmed candidate, and asks for a unit when the building needs one', async () => {
    account.candidates = [candidate({})];
    expect(await new VerifyAddressUseCase(account).execute({ address: entered, servedStates: account.served })).toMatchObject({
      ok: true,
      value: { kind: 'confirmed', address: { address: '1600 E Colfax Ave', zipCode: '80218' } },
    });
    account.candidates = [candidate({ matchCode: 'D' })];
    expect(await new VerifyAddressUseCase(account).execute({ address: entered, servedStates: account.served })).toMatchObject({
      ok: true,
      value: { kind: 'needs-unit' },
    });
  });

  it('refuses a state the service does not serve before asking the address service', async () => {
    const outcome = await new VerifyAddressUseCase(account).execute({ address: { ...entered, state: 'TX' }, servedStates: account.served });
    expect(outcome).toEqual({ ok: true, value: { kind: 'invalid', errors: { state: 'We do not offer treatment in this state yet' } } });
    expect(account.calls).toEqual([]);
    expect(await new LoadEnabledStatesUseCase(account).execute()).toMatchObject({ ok: true, value: [{ code: 'CO' }, { code: 'NY' }] });
  });

  it('saves the chosen address trimmed, re-addressing unshipped orders when asked', async () => {
    await new SaveShippingAddressUseCase(account).execute({ address: { ...entered, city: ' Denver ' }, reship: true });
    expect(account.calls).toEqual([
      'saveShipping save-and-reship {"address":"1600 Colfax Ave","secondAddress":"","city":"Denver","state":"CO","zipCode":"80203"}',
    ]);
  });
});
