import type { AddressCandidate, AddressForm, EnabledState } from '../entities/address';

/**
 * The shipping address sub-step. The address service is asked for invalid matches and 2 candidates (spec
 * §5, §9), so an address it cannot confirm still comes back (match code N) and the patient decides.
 */

export const ADDRESS_LIMITS = { address: 100, secondAddress: 50, city: 60 } as const;

const CITY = /^[A-Za-z][A-Za-z .'-]*$/;
const ZIP = /^\d{5}(-\d{4})?$/;

export const servedStateName = (code: string, enabled: readonly EnabledState[]): string | null =>
  enabled.find((state) => state.code === code.trim().toUpperCase())?.name ?? null;

/** Every field's message; an empty object when the form can be checked with the address service. */
export const addressFormErrors = (form: AddressForm, enabled: readonly EnabledState[]): Partial<Record<keyof AddressForm, string>> => {
  const errors: Partial<Record<keyof AddressForm, string>> = {};
  const address = form.address.trim();
  if (address.length < 3) errors.address = 'Enter your street address';
  else if (address.length > ADDRESS_LIMITS.address) errors.address = `Keep the street address to ${ADDRESS_LIMITS.address} characters`;
  if (form.secondAddress.trim().length > ADDRESS_LIMITS.secondAddress) {
    errors.secondAddress = `Keep the apartment or suite to ${ADDRESS_LIMITS.secondAddress} characters`;
  }
  const city = form.city.trim();
  if (city === '') errors.city = 'Enter your city';
  else if (!CITY.test(city) || city.length > ADDRESS_LIMITS.city) errors.city = 'Enter a city name with letters only';
  if (form.state.trim() === '') errors.state = 'Choose your state';
  else if (servedStateName(form.state, enabled) === null) errors.state = 'We do not offer treatment in this state yet';
  if (form.zipCode.trim() === '') errors.zipCode = 'Enter your ZIP code';
  else if (!ZIP.test(form.zipCode.trim())) errors.zipCode = 'Enter a 5-digit ZIP code';
  return errors;
};

export const trimmedAddress = (form: AddressForm): AddressForm => ({
  address: form.address.trim(),
  secondAddress: form.secondAddress.trim(),
  city: form.city.trim(),
  state: form.state.trim().toUpperCase(),
  zipCode: form.zipCode.trim(),
});

export const candidateAddress = (candidate: AddressCandidate): AddressForm => ({
  address: candidate.address,
  secondAddress: candidate.secondAddress ?? '',
  city: candidate.city,
  state: candidate.state,
  zipCode: candidate.zipCode,
});

export type VerificationOutcome =
  /** One confirmed address: it is saved as the service standardized it. */
  | { readonly kind: 'confirmed'; readonly address: AddressForm }
  /** Several candidates, a confirmation without the unit, or no confirmation: the patient chooses. */
  | { readonly kind: 'choose'; readonly candidates: readonly AddressCandidate[] }
  /** The building needs an apartment or suite number. */
  | { readonly kind: 'needs-unit' }
  /** Every candidate is in a state the service does not serve. */
  | { readonly kind: 'state-not-served' };

export const NEEDS_UNIT_MESSAGE = 'This building needs an apartment or suite number';

/** The unit line's label: optional, unless the address service found the building needs one (our wording). */
export const unitFieldLabel = (needed: boolean): string => (needed ? 'Apartment, suite or unit' : 'Apartment, suite or unit (optional)');

/** What the address service's candidates mean for the patient. */
export const verificationOutcome = (entered: AddressForm, candidates: readonly AddressCandidate[], enabled: readonly EnabledState[]): VerificationOutcome => {
  const served = candidates.filter((candidate) => servedStateName(candidate.state, enabled) !== null);
  if (candidates.length > 0 && served.length === 0) return { kind: 'state-not-served' };
  const usable = served.filter((candidate) => candidate.matchCode !== 'D');
  if (usable.length === 0 && served.length > 0) return { kind: 'needs-unit' };
  const [only, ...others] = usable;
  if (only?.matchCode === 'Y' && others.length === 0) return { kind: 'confirmed', address: candidateAddress(only) };
  if (usable.length > 0) return { kind: 'choose', candidates: usable };
  // No answer at all: the address as entered, for the patient to confirm.
  return {
    kind: 'choose',
    candidates: [
      {
        ...trimmedAddress(entered),
        secondAddress: entered.secondAddress.trim() || null,
        matchCode: 'N',
        matchDescription: 'The address could not be confirmed.',
      },
    ],
  };
};

/** How a candidate reads on one line. */
export const addressLine = (address: AddressForm): string =>
  [address.address, address.secondAddress, `${address.city}, ${address.state} ${address.zipCode}`].filter((part) => part.trim() !== '').join(', ');
