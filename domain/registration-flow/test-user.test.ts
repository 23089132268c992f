import { describe, expect, it } from 'vitest';
import { basicStepErrors } from '../validation/basic-step-fields';
import { emailError, newPasswordError } from '../validation/account-fields';
import { testBasics, testGender, testPatient, testUserFlowAllowed } from './test-user';

const SEED = '0123456789abcdef0123';
const TODAY = { year: 2026, month: 5, day: 10 };

describe('the test-user flow', () => {
  it('is refused in production only', () => {
    expect(testUserFlowAllowed('production')).toBe(false);
    expect(testUserFlowAllowed('test')).toBe(true);
    expect(testUserFlowAllowed('local')).toBe(true);
  });

  it('makes a patient the sign-up accepts, on the reserved example.com', () => {
    const patient = testPatient(SEED);
    expect(patient.email).toBe('test.patient.0123456789ab@example.com');
    expect(emailError(patient.email)).toBeNull();
    expect(newPasswordError(patient.password)).toBeNull();
    expect(() => testPatient('XYZ')).toThrow(/hex/);
  });

  it('fills basics the basic step accepts, a 35-year-old in New York', () => {
    const basics = testBasics(SEED, 'wl', TODAY);
    expect(basics).toMatchObject({ gender: 'female', birthDate: '05-10-1991', zipCode: '10001' });
    expect(basicStepErrors(basics, TODAY)).toEqual({});
    expect(testBasics(SEED, 'ed', { year: 2028, month: 2, day: 29 }).birthDate).toBe('02-28-1993');
    expect(testGender('hl')).toBe('male');
    expect(testGender('ag')).toBe('female');
  });
});
