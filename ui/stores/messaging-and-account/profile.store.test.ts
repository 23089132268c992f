import { describe, expect, it } from 'vitest';
import type { MessagingAndAccountUseCases } from '../../../application/areas/messaging-and-account.use-cases';
import { ChangePasswordUseCase } from '../../../application/use-cases/account/change-password.use-case';
import { UpdateContactDetailsUseCase } from '../../../application/use-cases/account/update-contact-details.use-case';
import { LoadEnabledStatesUseCase } from '../../../application/use-cases/address/load-enabled-states.use-case';
import { SaveShippingAddressUseCase } from '../../../application/use-cases/address/save-shipping-address.use-case';
import { VerifyAddressUseCase } from '../../../application/use-cases/address/verify-address.use-case';
import type { LoadCurrentUserUseCase } from '../../../application/use-cases/auth/load-current-user.use-case';
import type { AddressCandidate } from '../../../domain/entities/address';
import { NEEDS_UNIT_MESSAGE } from '../../../domain/registration-flow/address-verification';
import { fail, ok } from '../../../domain/shared/result';
import { InMemoryAccount } from '../../../tests/fakes/in-memory-account.fake';
import { ProfileStore } from './profile.store';

const ENTERED = { address: '1600 Colfax Ave', secondAddress: '', city: 'Denver', state: 'CO', zipCode: '80203' };
const candidate = (address: string, matchCode: AddressCandidate['matchCode']): AddressCandidate => ({
  ...ENTERED,
  address,
  secondAddress: null,
  matchCode,
  matchDescription: '',
});

/** Account Info on an in-memory account; `loadFails` makes the first load of the user fail. */
const accountInfo = async (loadFails = false) => {
  const account = new InMemoryAccount();
  let failing = loadFails;
  const loadCurrentUser = {
    execute: async () => {
      if (!failing) return ok(account.user);
      failing = false;
      return fail('Server down', 503);
    },
  } as unknown as LoadCurrentUserUseCase;
  const useCases = {
    updateContactDetails: new UpdateContactDetailsUseCase(account),
    loadEnabledStates: new LoadEnabledStatesUseCase(account),
    verifyAddress: new VerifyAddressUseCase(account),
    saveShippingAddress: new SaveShippingAddressUseCase(account),
    changePassword: new ChangePasswordUseCase(account),
  } as unknown as MessagingAndAccountUseCases;
  const changes: string[] = [];
  const profile = new ProfileStore(useCases, loadCurrentUser, () => changes.push('user changed'));
  await profile.load();
  return { account, profile, changes };
};

describe('Account Info', () => {
  it('loads the user and the states served; a failed first load is an error, a failed reload keeps what was shown', async () => {
    const failed = await accountInfo(true);
    expect([failed.profile.status.phase, failed.profile.status.error]).toEqual(['error', 'Server down']);
    await failed.profile.load();
    expect([failed.profile.status.phase, failed.profile.user?._id, failed.profile.servedStates.map((state) => state.code)]).toEqual([
      'ready',
      failed.account.user._id,
      ['CO', 'NY'],
    ]);
  });

  it('saves the contact details, tells the session, and says so', async () => {
    const { profile, changes } = await accountInfo();
    expect(await profile.saveContact({ firstName: 'Robin', lastName: 'Rivera', phone: '3035550188' })).toBe(true);
    expect([profile.user?.firstName, profile.done, profile.running, changes]).toEqual(['Robin', expect.any(String), null, ['user changed']]);
  });

  it('saves a confirmed address as the service standardized it, re-addressing unshipped orders unless told not to', async () => {
    const { profile, account } = await accountInfo();
    account.candidates = [candidate('1600 E Colfax Ave', 'Y')];
    profile.setReship(false);
    expect(await profile.verifyAddress(ENTERED)).toBe(true);
    expect(account.calls.at(-1)).toMatch(/^saveShipping save \{"address":"1600 E Colfax Ave"/);
    expect(profile.patient?.shipping).toMatchObject({ address: '1600 E Colfax Ave', city: 'Denver' });
  });

  it('lets the patient choose between candidates, and asks for a unit when the building needs one', async () => {
    const { profile, account } = await accountInfo();
    account.candidates = [candidate('1600 E Colfax Ave', 'S'), candidate('1600 W Colfax Ave', 'S')];
    expect(await profile.verifyAddress(ENTERED)).toBe(false);
    expect(profile.candidates).toHaveLength(2);
    expect(await profile.chooseCandidate(profile.candidates![1]!)).toBe(true);
    expect([profile.candidates, account.calls.at(-1)]).toEqual([null, expect.stringMatching(/^saveShipping save-and-reship \{"address":"1600 W Colfax Ave"/)]);
    account.candidates = [candidate('1 Tower Pl', 'D')];
    expect(await profile.verifyAddress(ENTERED)).toBe(false);
    expect([profile.unitNeeded, profile.errors.address]).toEqual([true, NEEDS_UNIT_MESSAGE]);
  });

  it('refuses a state not served before asking the address service', async () => {
    const { profile, account } = await accountInfo();
    expect(await profile.verifyAddress({ ...ENTERED, state: 'TX' })).toBe(false);
    expect(profile.errors.address).toBe('We do not offer treatment in this state yet');
    expect(account.calls.some((call) => call.startsWith('verify'))).toBe(false);
  });

  it("takes the server's refusal away once the patient changes that form, and only that form's", async () => {
    const { profile } = await accountInfo();
    expect(await profile.changePassword({ currentPassword: 'NotMyPassword1', newPassword: 'Changed12345', confirmation: 'Changed12345' })).toBe(false);
    expect(profile.errors.password).toBe('Your current password is incorrect');
    profile.edited('contact');
    expect(profile.errors.password).toBe('Your current password is incorrect');
    profile.edited('password');
    expect(profile.errors.password).toBeUndefined();
  });

  it('runs one action at a time, and empties itself at sign-out', async () => {
    const { profile } = await accountInfo();
    const first = profile.saveContact({ firstName: 'Robin', lastName: 'Rivera', phone: '3035550188' });
    expect(await profile.changePassword({ currentPassword: 'OldPass123', newPassword: 'Changed12345', confirmation: 'Changed12345' })).toBe(false);
    expect(await first).toBe(true);
    profile.reset();
    expect([profile.status.phase, profile.user, profile.servedStates, profile.reship]).toEqual(['idle', null, [], true]);
  });
});
