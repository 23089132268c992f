/**
 * Field rules for the account forms (the spec leaves them to us; see domain/README.md): each returns the
 * message a person reads, or null when the value is fine. The server applies the same password rule.
 */
import { builtMessage } from '../shared/built-message';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export const emailError = (value: string): string | null => {
  const email = value.trim();
  if (email === '') return 'Enter your e-mail address';
  if (email.length > 254 || !EMAIL_PATTERN.test(email)) return 'Enter an e-mail address like name@example.com';
  return null;
};

export const PASSWORD_MIN_LENGTH = 8;

export const newPasswordError = (value: string): string | null => {
  if (value.length < PASSWORD_MIN_LENGTH) return builtMessage('Use at least {count} characters', { count: PASSWORD_MIN_LENGTH });
  if (!/[A-Za-z]/.test(value) || !/\d/.test(value)) return 'Use at least one letter and one digit';
  if (value.length > 256) return 'Use at most 256 characters';
  return null;
};

export const passwordError = (value: string): string | null => (value === '' ? 'Enter your password' : null);

/** The 6-digit code an identity provider e-mails (sign-up, a forgotten password). */
export const confirmationCodeError = (code: string): string | null => (/^\d{6}$/.test(code.trim()) ? null : 'Enter the 6-digit code from the e-mail');

/** The new password typed a second time. */
export const repeatedPasswordError =
  (password: string) =>
  (confirmation: string): string | null =>
    confirmation === password ? null : 'The two passwords are not the same';

/** The names of the name fields, as the name rule's messages say them ('Enter your first name'). */
export const PERSON_NAME_FIELDS = ['first name', 'last name'] as const;

export const personNameError = (value: string, label: (typeof PERSON_NAME_FIELDS)[number]): string | null => {
  const name = value.trim();
  if (name === '') return builtMessage('Enter your {field}', { field: label });
  if (name.length > 100) return builtMessage('Your {field} can be at most {count} characters', { field: label, count: 100 });
  if (!/^[\p{L}][\p{L}\p{M}' .-]*$/u.test(name)) return builtMessage('Use letters only in your {field}', { field: label });
  return null;
};
