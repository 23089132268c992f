import { describe, expect, it } from 'vitest';
import type { AddressCandidate, AddressForm } from '../entities/address';
import {
  addressFormErrors,
  addressLine,
  candidateAddress,
  NEEDS_UNIT_MESSAGE,
  servedStateName,
  trimmedAddress,
  verificationOutcome,
} from './address-verification';

const ENABLED = [
  { code: 'CO', name: 'Colorado' },
  { code: 'NY', name: 'New York' },
];
const FORM: AddressForm = { address: '1500 Colfax Ave', secondAddress: '', city: 'Denver', state: 'CO', zipCode: '80218' };
const candidate = (extra: Partial<AddressCandidate> = {}): AddressCandidate => ({
  address: '1500 E Colfax Ave',
  secondAddress: null,
  city: 'Denver',
  state: 'CO',
  zipCode: '80218',
  matchCode: 'Y',
  matchDescription: 'Confirmed',
  ...extra,
});

describe('the address form', () => {
  it('accepts a full address in a served state', () => {
    expect(addressFormErrors(FORM, ENABLED)).toEqual({});
    expect(addressFormErrors({ ...FORM, zipCode: '80218-1234', city: "Coeur d'Alene" }, ENABLED)).toEqual({});
  });

  it('names every field that is missing or wrong', () => {
    expect(addressFormErrors({ address: ' ', secondAddress: 'x'.repeat(51), city: '', state: '', zipCode: '' }, ENABLED)).toEqual({
      address: 'Enter your street address',
      secondAddress: 'Keep the apartment or suite to 50 characters',
      city: 'Enter your city',
      state: 'Choose your state',
      zipCode: 'Enter your ZIP code',
    });
    expect(addressFormErrors({ ...FORM, address: 'x'.repeat(101), city: 'D3nver', state: 'TX', zipCode: '8021' }, ENABLED)).toEqual({
      address: 'Keep the street address to 100 characters',
      city: 'Enter a city name with letters only',
      state: 'We do not offer treatment in this state yet',
      zipCode: 'Enter a 5-digit ZIP code',
    });
    expect(servedStateName(' ny ', ENABLED)).toBe('New York');
  });

  it('reads the fields without the blanks around them, a blank one as missing', () => {
    const spaced = { address: ' 1500 Colfax Ave ', secondAddress: ` ${'x'.repeat(50)} `, city: ' Denver ', state: ' co ', zipCode: ' 80218 ' };
    expect(addressFormErrors(spaced, ENABLED)).toEqual({});
    expect(addressFormErrors({ ...FORM, address: ' 1 ', state: '  ', zipCode: ' ' }, ENABLED)).toEqual({
      address: 'Enter your street address',
      state: 'Choose your state',
      zipCode: 'Enter your ZIP code',
    });
    expect(trimmedAddress(spaced)).toEqual({ address: '1500 Colfax Ave', secondAddress: 'x'.repeat(50), city: 'Denver', state: 'CO', zipCode: '80218' });
  });

  it('takes each field up to its limit: street 3 to 100 characters, apartment 50, city 60', () => {
    expect(addressFormErrors({ ...FORM, address: '1 A', secondAddress: 'x'.repeat(50), city: 'A'.repeat(60) }, ENABLED)).toEqual({});
    expect(addressFormErrors({ ...FORM, address: 'x'.repeat(100) }, ENABLED)).toEqual({});
    expect(addressFormErrors({ ...FORM, city: 'A'.repeat(61) }, ENABLED)).toEqual({ city: 'Enter a city name with letters only' });
  });

  it('takes a ZIP code of exactly 5 digits, or ZIP+4', () => {
    for (const zipCode of ['802181', 'x80218', '80218-12345', '80218 1234']) {
      expect(addressFormErrors({ ...FORM, zipCode }, ENABLED), zipCode).toEqual({ zipCode: 'Enter a 5-digit ZIP code' });
    }
  });
});

describe('what the address service answers means', () => {
  it('saves one confirmed candidate as standardized', () => {
    expect(verificationOutcome(FORM, [candidate()], ENABLED)).toEqual({ kind: 'confirmed', address: { ...FORM, address: '1500 E Colfax Ave' } });
  });

  it('lets the patient choose among two candidates, a unit dropped, or an address it could not confirm', () => {
    const two = [candidate(), candidate({ address: '1500 W Colfax Ave', zipCode: '80204' })];
    expect(verificationOutcome(FORM, two, ENABLED)).toEqual({ kind: 'choose', candidates: two });
    expect(verificationOutcome(FORM, [candidate({ matchCode: 'S' })], ENABLED).kind).toBe('choose');
    expect(verificationOutcome(FORM, [candidate({ matchCode: 'N' })], ENABLED).kind).toBe('choose');
  });

  it('asks for the apartment when the building needs one, and leaves out candidates that need one beside others', () => {
    expect(verificationOutcome(FORM, [candidate({ matchCode: 'D' })], ENABLED)).toEqual({ kind: 'needs-unit' });
    expect(NEEDS_UNIT_MESSAGE).toBe('This building needs an apartment or suite number');
    const mixed = [candidate({ matchCode: 'D' }), candidate({ address: '1500 W Colfax Ave' })];
    expect(verificationOutcome(FORM, mixed, ENABLED)).toEqual({ kind: 'confirmed', address: { ...FORM, address: '1500 W Colfax Ave' } });
  });

  it('refuses candidates in a state not served, and offers the address as entered when the service found nothing', () => {
    expect(verificationOutcome(FORM, [candidate({ state: 'TX' })], ENABLED)).toEqual({ kind: 'state-not-served' });
    expect(verificationOutcome({ ...FORM, address: ' 12 Main St ', secondAddress: ' Apt 2 ', state: 'co' }, [], ENABLED)).toEqual({
      kind: 'choose',
      candidates: [
        {
          address: '12 Main St',
          secondAddress: 'Apt 2',
          city: 'Denver',
          state: 'CO',
          zipCode: '80218',
          matchCode: 'N',
          matchDescription: 'The address could not be confirmed.',
        },
      ],
    });
    expect(verificationOutcome(FORM, [], ENABLED)).toMatchObject({ kind: 'choose', candidates: [{ secondAddress: null }] });
  });

  it('reads a candidate as the form and as one line', () => {
    expect(candidateAddress(candidate({ secondAddress: 'Apt 4' }))).toEqual({ ...FORM, address: '1500 E Colfax Ave', secondAddress: 'Apt 4' });
    expect(addressLine({ ...FORM, secondAddress: 'Apt 4' })).toBe('1500 Colfax Ave, Apt 4, Denver, CO 80218');
    expect(addressLine(FORM)).toBe('1500 Colfax Ave, Denver, CO 80218');
    expect(addressLine({ ...FORM, secondAddress: '  ' })).toBe('1500 Colfax Ave, Denver, CO 80218');
    expect(trimmedAddress({ ...FORM, state: ' co ' }).state).toBe('CO');
  });
});
