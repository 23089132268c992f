import { heightFromFeet, heightToFeet } from '../body-metrics/height';
import { newPasswordError } from '../validation/account-fields';

/**
 * Field rules of the Account Info forms that the registration forms do not already have (names, phone and
 * birth date reuse validation/). Height is entered as feet and inches and stored as feet; weight in pounds
 * (domain/README.md, body metrics). The ranges are the contract's: 2 to 9 feet, 20 to 1000 pounds.
 */

const WHOLE = /^\d+$/;
const DECIMAL = /^\d+(\.\d+)?$/;

export const HEIGHT_RANGE_FEET = { min: 2, max: 9 } as const;
export const WEIGHT_RANGE_POUNDS = { min: 20, max: 1000 } as const;

/** The form's feet and inches for a stored height (blank when there is none). */
export const heightFields = (heightFeet: number | null): { readonly feet: string; readonly inches: string } => {
  const stored = Number(heightFeet); // null reads as 0: no height
  if (!(stored > 0 && Number.isFinite(stored))) return { feet: '', inches: '' };
  const { feet, inches } = heightFromFeet(stored);
  return { feet: String(feet), inches: String(inches) };
};

/** Why the height cannot be saved, or null. Both blank means 'not given'. */
export const heightError = (feet: string, inches: string): string | null => {
  const f = feet.trim();
  const i = inches.trim() === '' ? '0' : inches.trim();
  if (f === '' && inches.trim() === '') return null;
  if (!WHOLE.test(f) || !WHOLE.test(i)) return 'Enter your height in whole feet and inches';
  if (Number(i) > 11) return 'Inches go from 0 to 11';
  const total = heightToFeet({ feet: Number(f), inches: Number(i) });
  if (total < HEIGHT_RANGE_FEET.min || total > HEIGHT_RANGE_FEET.max) return 'Enter a height between 2 and 9 feet';
  return null;
};

/**
 * The stored height in feet for valid fields, or null when none was given (valid fields leave feet blank
 * only when both are blank). Number() ignores the blanks around a number and reads blank inches as 0.
 */
export const heightFromFields = (feet: string, inches: string): number | null =>
  feet.trim() === '' ? null : heightToFeet({ feet: Number(feet), inches: Number(inches) });

/** Why the weight cannot be saved, or null. Blank means 'not given'. */
export const weightError = (pounds: string): string | null => {
  const text = pounds.trim();
  if (text === '') return null;
  if (!DECIMAL.test(text)) return 'Enter your weight in pounds, as a number';
  const value = Number(text);
  return value < WEIGHT_RANGE_POUNDS.min || value > WEIGHT_RANGE_POUNDS.max ? 'Enter a weight between 20 and 1000 pounds' : null;
};

export interface PasswordChange {
  readonly currentPassword: string;
  readonly newPassword: string;
  readonly confirmation: string;
}

/** Every field's message; an empty object when the change can be sent. The new password follows the sign-up rule. */
export const passwordChangeErrors = (change: PasswordChange): Partial<Record<keyof PasswordChange, string>> => {
  const errors: Partial<Record<keyof PasswordChange, string>> = {};
  if (change.currentPassword === '') errors.currentPassword = 'Enter your current password';
  const rule = newPasswordError(change.newPassword);
  if (rule) errors.newPassword = rule;
  else if (change.newPassword === change.currentPassword) errors.newPassword = 'Choose a password different from the current one';
  if (change.confirmation !== change.newPassword) errors.confirmation = 'The two new passwords do not match';
  return errors;
};
