import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { emailError, newPasswordError, passwordError, PASSWORD_MIN_LENGTH, personNameError } from './account-fields';

describe('account form fields', () => {
  it('e-mail: required, name@domain.tld, at most 254 characters', () => {
    expect(emailError(' demo.patient@vireo.example ')).toBeNull();
    expect(emailError('  ')).toBe('Enter your e-mail address');
    for (const wrong of [
      'demo',
      'demo@vireo',
      'demo@vireo.e',
      'de mo@vireo.example',
      '@vireo.example',
      'demo@.example',
      'a@b@c.example',
      'x demo@vireo.example',
      'demo@vireo.example x',
    ]) {
      expect(emailError(wrong)).toBe('Enter an e-mail address like name@example.com');
    }
    expect(emailError(`${'a'.repeat(241)}@vireo.example`)).toBe('Enter an e-mail address like name@example.com');
    expect(emailError(`${'a'.repeat(240)}@vireo.example`)).toBeNull();
  });

  it('new password: at least 8 characters with a letter and a digit, at most 256', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(newPasswordError('DemoPatient1')).toBeNull();
    expect(newPasswordError('abcdef1')).toBe('Use at least 8 characters');
    expect(newPasswordError('abcdefg1')).toBeNull();
    expect(newPasswordError('abcdefgh')).toBe('Use at least one letter and one digit');
    expect(newPasswordError('12345678')).toBe('Use at least one letter and one digit');
    expect(newPasswordError(`a1${'x'.repeat(254)}`)).toBeNull();
    expect(newPasswordError(`a1${'x'.repeat(255)}`)).toBe('Use at most 256 characters');
  });

  it('password at sign-in: anything but empty', () => {
    expect(passwordError('')).toBe('Enter your password');
    expect(passwordError(' ')).toBeNull();
  });

  it('names: required, letters (with apostrophes, spaces, dots, hyphens), at most 100', () => {
    expect(personNameError(" Anne-Marie O'Neil ", 'first name')).toBeNull();
    expect(personNameError('José', 'first name')).toBeNull();
    expect(personNameError('Jose\u0301 J. R.', 'first name')).toBeNull();
    expect(personNameError(' ', 'last name')).toBe('Enter your last name');
    expect(personNameError('R2D2', 'first name')).toBe('Use letters only in your first name');
    expect(personNameError('-Anne', 'first name')).toBe('Use letters only in your first name');
    expect(personNameError('Anne!', 'first name')).toBe('Use letters only in your first name');
    expect(personNameError('a'.repeat(100), 'last name')).toBeNull();
    expect(personNameError('a'.repeat(101), 'last name')).toBe('Your last name can be at most 100 characters');
  });

  test.prop([fc.emailAddress()])('accepts generated addresses that have a dotted domain', (email) => {
    fc.pre(/\.[^.]{2,}$/.test(email) && email.length <= 254);
    expect(emailError(email)).toBeNull();
  });

  test.prop([fc.string({ minLength: 8, maxLength: 256 })])('accepts a new password exactly when it has a letter and a digit', (password) => {
    expect(newPasswordError(password) === null).toBe(/[A-Za-z]/.test(password) && /\d/.test(password));
  });
});
