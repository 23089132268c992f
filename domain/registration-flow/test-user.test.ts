import { describe, expect, it } from 'vitest';
import { basicStepErrors } from '../validation/basic-step-fields';
import { emailError, newPasswordError } from '../validation/account-fields';
import { TEST_USER_FLOW_REFUSED, testBasics, testGender, testPatient, testUserFlowAllowed } from './test-user';

const SEED = '0123456789abcdef0123';
const TODAY = { year: 2026, month: 5, day: 10 };

describe('the test-user flow', () => {
  it('is refused in production only', () => {
    expect(testUserFlowAllowed('production')).toBe(false);
    expect(testUserFlowAllowed('test')).toBe(true);
    expect(testUserFlowAllowed('local')).toBe(true);
    expect(TEST_USER_FLOW_REFUSED).toBe('The test-user flow is not available in production.');
  });

  it('makes a patient the sign-up accepts, on the reserved example.com', () => {
    const patient = testPatient(SEED);
    expect(patient.email).toBe('test.patient.0123456789ab@example.com');
    expect(emailError(patient.email)).toBeNull();
    expect(newPasswordError(patient.password)).toBeNull();
    expect(() => testPatient('XYZ')).toThrow(/hex/);
    expect(testPatient('abcdef0123456789')).toEqual({
      email: 'test.patient.abcdef012345@example.com',
      password: 'Test-abcdef01-9',
      firstName: 'Test',
      lastName: 'Patient ABCD',
    });
  });

  it('takes only a seed of 12 or more lowercase hex digits', () => {
    for (const seed of ['0123456789a', 'x0123456789abc', '0123456789abcx', 'ABCDEF012345']) expect(() => testPatient(seed), seed).toThrow(/hex/);
  });

  it('fills basics the basic step accepts, a 35-year-old in New York', () => {
    const basics = testBasics(SEED, 'wl', TODAY);
    expect(basics).toMatchObject({ gender: 'female', birthDate: '05-10-1991', zipCode: '10001' });
    expect(basicStepErrors(basics, TODAY)).toEqual({});
    expect(testBasics(SEED, 'ed', { year: 2028, month: 2, day: 29 }).birthDate).toBe('02-28-1993');
    expect(testBasics(SEED, 'ed', { year: 2026, month: 3, day: 29 }).birthDate).toBe('03-29-1991');
    expect(testBasics(SEED, 'ed', { year: 2026, month: 2, day: 5 }).birthDate).toBe('02-05-1991');
  });

  it("gives each seed its own phone in 212: the exchange and line from the seed's last 7 hex digits", () => {
    expect(testBasics(SEED, 'ed', TODAY).phone).toBe('(212) 203-2209');
    const smallLine = testBasics('abcdef0000fa3', 'ed', TODAY);
    expect(smallLine.phone).toBe('(212) 203-0005');
    expect(basicStepErrors(smallLine, TODAY)).toEqual({});
    expect(testGender('hl')).toBe('male');
    expect(testGender('ed')).toBe('male');
    expect(testGender('wl')).toBe('female');
    expect(testGender('ag')).toBe('female');
  });
});
