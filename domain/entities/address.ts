/** The address form (spec §3): the patient's shipping address. */
export interface AddressForm {
  readonly address: string;
  readonly secondAddress: string;
  readonly city: string;
  /** Two-letter code. */
  readonly state: string;
  readonly zipCode: string;
}

/** An address the address service suggests as the patient types the street line. */
export interface AddressSuggestion {
  readonly text: string;
  readonly address: string;
  readonly city: string;
  readonly state: string;
  readonly zipCode: string;
}

/**
 * The address service's match code: Y confirmed; S confirmed once a unit the building lacks was dropped;
 * D confirmed but a unit (apartment, suite) is missing; N not confirmed.
 */
export type AddressMatchCode = 'Y' | 'S' | 'D' | 'N';

export interface AddressCandidate {
  readonly address: string;
  readonly secondAddress: string | null;
  readonly city: string;
  readonly state: string;
  readonly zipCode: string;
  readonly matchCode: AddressMatchCode;
  readonly matchDescription: string;
}

/** The city and state of a ZIP code; city null when only the state is known. */
export interface ZipCodePlace {
  readonly zipCode: string;
  readonly city: string | null;
  readonly state: string;
  readonly stateName: string;
}

/** A state where the service is offered, by its two-letter code. */
export interface EnabledState {
  readonly code: string;
  readonly name: string;
}
