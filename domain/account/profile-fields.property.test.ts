import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { heightLabel } from '../body-metrics/height';
import { ACCOUNT_MESSAGES, firstError } from './account-messages';
import { heightError, heightFields, heightFromFields, passwordChangeErrors, weightError } from './profile-fields';

describe('Account Info fields', () => {
  it('takes a height in feet and inches within 2 to 9 feet', () => {
    expect(heightError('5', '9')).toBeNull();
    expect(heightError('6', '')).toBeNull();
    expect(heightError('', '')).toBeNull();
    expect(heightError('', '4')).toBe('Enter your height in whole feet and inches');
    expect(heightError('5.5', '0')).toBe('Enter your height in whole feet and inches');
    expect(heightError('5', '12')).toBe('Inches go from 0 to 11');
    expect(heightError('1', '11')).toBe('Enter a height between 2 and 9 feet');
    expect(heightError('9', '1')).toBe('Enter a height between 2 and 9 feet');
    expect(heightFromFields('5', '9')).toBe(5.75);
    expect(heightFromFields('', '')).toBeNull();
    expect(heightFromFields('6', '')).toBe(6);
    expect(heightFields(5.75)).toEqual({ feet: '5', inches: '9' });
    expect(heightFields(null)).toEqual({ feet: '', inches: '' });
  });

  it('reads typed spaces around the numbers, and blank inches as 0', () => {
    expect(heightError(' 5 ', ' 9 ')).toBeNull();
    expect(heightError('6', '  ')).toBeNull();
    expect(heightError(' ', ' ')).toBeNull();
    expect(heightFromFields(' 5 ', ' 9 ')).toBe(5.75);
    expect(heightFromFields('6', ' ')).toBe(6);
    expect(heightFromFields(' ', ' ')).toBeNull();
  });

  it('takes 9 feet exactly, and checks a height typed without inches against the range too', () => {
    expect(heightError('9', '0')).toBeNull();
    expect(heightError('2', '')).toBeNull();
    expect(heightError('1', '')).toBe('Enter a height between 2 and 9 feet');
    expect(heightError('10', '')).toBe('Enter a height between 2 and 9 feet');
  });

  it('opens the form blank for a stored height that is not a positive number', () => {
    for (const stored of [0, -5.75, Number.NaN, Number.POSITIVE_INFINITY]) expect(heightFields(stored), String(stored)).toEqual({ feet: '', inches: '' });
  });

  test.prop([fc.integer({ min: 2, max: 8 }), fc.integer({ min: 0, max: 11 })])("stores what was typed, shown back as 'N feet M inches'", (feet, inches) => {
    expect(heightError(String(feet), String(inches))).toBeNull();
    const stored = heightFromFields(String(feet), String(inches)) as number;
    expect(heightLabel(stored)).toBe(`${feet} feet ${inches} inches`);
    expect(heightFields(stored)).toEqual({ feet: String(feet), inches: String(inches) });
  });

  it('takes a weight in pounds within 20 to 1000', () => {
    expect(weightError('182.5')).toBeNull();
    expect(weightError('')).toBeNull();
    expect(weightError('12')).toBe('Enter a weight between 20 and 1000 pounds');
    expect(weightError('180 lb')).toBe('Enter your weight in pounds, as a number');
    expect(weightError('lb 180')).toBe('Enter your weight in pounds, as a number');
    expect(weightError(' 182.55 ')).toBeNull();
    expect(weightError('20')).toBeNull();
    expect(weightError('1000')).toBeNull();
    expect(weightError('19.9')).toBe('Enter a weight between 20 and 1000 pounds');
    expect(weightError('1000.1')).toBe('Enter a weight between 20 and 1000 pounds');
  });

  it('checks a password change before sending it', () => {
    expect(passwordChangeErrors({ currentPassword: 'OldPass123', newPassword: 'NewPass123', confirmation: 'NewPass123' })).toEqual({});
    expect(passwordChangeErrors({ currentPassword: '', newPassword: 'short', confirmation: 'other' })).toEqual({
      currentPassword: 'Enter your current password',
      newPassword: 'Use at least 8 characters',
      confirmation: 'The two new passwords do not match',
    });
    expect(passwordChangeErrors({ currentPassword: 'SamePass123', newPassword: 'SamePass123', confirmation: 'SamePass123' })).toEqual({
      newPassword: 'Choose a password different from the current one',
    });
  });

  it("reports a form's first field error, or none", () => {
    expect(firstError({ firstName: null, lastName: 'Enter your last name', phone: 'Enter your phone number' })).toBe('Enter your last name');
    expect(firstError({ firstName: null, lastName: undefined, phone: '' })).toBeNull();
    expect(ACCOUNT_MESSAGES.wrongCurrentPassword).toBe('Your current password is incorrect');
  });
});
