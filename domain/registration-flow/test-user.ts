import type { Gender } from '../entities/patient';
import type { CalendarDate } from '../shared/calendar-date';
import type { ProductType } from '../shared/product-type';

/**
 * /create-test-user-flow (spec §2, its behaviour ours): a tester gets a new patient with filled-in basics in
 * one click, to walk a registration quickly. Never in production: real patients only there.
 */

export type Environment = 'local' | 'test' | 'production';

export const TEST_USER_FLOW_REFUSED = 'The test-user flow is not available in production.';

export const testUserFlowAllowed = (environment: Environment): boolean => environment !== 'production';

export interface TestPatient {
  readonly email: string;
  readonly password: string;
  readonly firstName: string;
  readonly lastName: string;
}

const hexDigits = (seed: string): string => {
  if (!/^[0-9a-f]{12,}$/.test(seed)) throw new Error('A test patient needs a seed of 12 or more lowercase hex digits');
  return seed;
};

/** A new test patient from a random seed (hex): an e-mail of the reserved example.com, a password the sign-up accepts. */
export const testPatient = (seed: string): TestPatient => {
  const hex = hexDigits(seed);
  return {
    email: `test.patient.${hex.slice(0, 12)}@example.com`,
    password: `Test-${hex.slice(0, 8)}-9`,
    firstName: 'Test',
    lastName: `Patient ${hex.slice(0, 4).toUpperCase()}`,
  };
};

/** The women's brand and weight loss test women; ed and hair loss test men. */
export const testGender = (productType: ProductType): Gender => (productType === 'ed' || productType === 'hl' ? 'male' : 'female');

/**
 * Basics a registration accepts: 35 years old today (as MM-DD-YYYY), a New York ZIP code (an enabled
 * state), and a phone of a US area code (212) whose exchange and line come from the seed, so two test
 * patients rarely share one.
 */
export const testBasics = (seed: string, productType: ProductType, today: CalendarDate) => {
  const hex = hexDigits(seed);
  const number = Number.parseInt(hex.slice(-7), 16);
  const exchange = 200 + (number % 800);
  const line = Math.floor(number / 800) % 10_000;
  const day = today.month === 2 && today.day === 29 ? 28 : today.day;
  return {
    gender: testGender(productType),
    birthDate: `${String(today.month).padStart(2, '0')}-${String(day).padStart(2, '0')}-${today.year - 35}`,
    zipCode: '10001',
    phone: `(212) ${exchange}-${String(line).padStart(4, '0')}`,
  };
};
