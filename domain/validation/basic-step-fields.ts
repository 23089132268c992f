import { isUsAreaCode } from '../geography/us-area-codes';
import { builtMessage } from '../shared/built-message';
import { ageOn, compareDates, isRealDate, type CalendarDate } from '../shared/calendar-date';

/**
 * Field rules of the basic step form (gender, birthDate, zipCode, phone: spec §3; the rules are our choice,
 * domain/README.md). Each returns the message a patient reads, or null when the value is fine.
 */

export const MINIMUM_AGE = 18;
export const MAXIMUM_AGE = 120;

export const genderError = (value: string): string | null => (value === 'male' || value === 'female' ? null : 'Choose male or female');

const BIRTH_DATE = /^(\d{2})-(\d{2})-(\d{4})$/;

/** A birth date typed as MM-DD-YYYY (spec §9), or null when it is not one. */
export const parseBirthDate = (value: string): CalendarDate | null => {
  const match = BIRTH_DATE.exec(value.trim());
  if (!match) return null;
  const date = { year: Number(match[3]), month: Number(match[1]), day: Number(match[2]) };
  return isRealDate(date) ? date : null;
};

/** A real MM-DD-YYYY date, not in the future, of someone 18 to 120 years old on `today`. */
export const birthDateError = (value: string, today: CalendarDate): string | null => {
  const text = value.trim();
  if (text === '') return 'Enter your date of birth';
  if (!BIRTH_DATE.test(text)) return 'Enter your date of birth as MM-DD-YYYY';
  const birth = parseBirthDate(text);
  if (birth === null) return 'Enter a date that exists, as MM-DD-YYYY';
  if (compareDates(birth, today) > 0) return 'Your date of birth cannot be in the future';
  const age = ageOn(birth, today);
  if (age < MINIMUM_AGE) return builtMessage('You must be {age} or older to use this service', { age: MINIMUM_AGE });
  if (age > MAXIMUM_AGE) return 'Check the year of your date of birth';
  return null;
};

export const zipCodeError = (value: string): string | null => {
  const zip = value.trim();
  if (zip === '') return 'Enter your ZIP code';
  return /^\d{5}$/.test(zip) ? null : 'Enter a 5-digit ZIP code';
};

/**
 * The 10 digits of a US phone number typed with or without +1 / 1, spaces, dots, dashes or parentheses;
 * null for anything else.
 */
export const usPhoneDigits = (value: string): string | null => {
  const text = value.trim();
  if (!/^\+?[\d\s().-]+$/.test(text)) return null;
  const digits = text.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  return /^\d{10}$/.test(national) && (!text.startsWith('+') || digits.length === 11) ? national : null;
};

/** A US number whose area code is a US area code and whose exchange starts with 2–9 (NANP rules). */
export const phoneError = (value: string): string | null => {
  if (value.trim() === '') return 'Enter your phone number';
  const digits = usPhoneDigits(value);
  if (digits === null) return 'Enter a 10-digit US phone number';
  if (!isUsAreaCode(digits.slice(0, 3))) return 'Enter a phone number with a US area code';
  return /[2-9]/.test(digits.charAt(3)) ? null : 'Enter a valid US phone number';
};

export interface BasicStepForm {
  readonly gender: string;
  readonly birthDate: string;
  readonly zipCode: string;
  readonly phone: string;
}

/** Every field's message; an empty object when the form can be sent. */
export const basicStepErrors = (form: BasicStepForm, today: CalendarDate): Partial<Record<keyof BasicStepForm, string>> => {
  const errors = {
    gender: genderError(form.gender),
    birthDate: birthDateError(form.birthDate, today),
    zipCode: zipCodeError(form.zipCode),
    phone: phoneError(form.phone),
  };
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message !== null));
};
