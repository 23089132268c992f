import { builtMessage } from '../shared/built-message';
import type { BrandId } from '../brands/brand';
import type { EnabledState, ZipCodePlace } from '../entities/address';
import type { Gender, Patient } from '../entities/patient';
import { formatBirthDate, storedBirthDate } from '../formatting/birth-date';
import { BUSINESS_CONSTANTS } from '../shared/business-constants';
import { parseBirthDate, usPhoneDigits, type BasicStepForm } from '../validation/basic-step-fields';

/** The basic step (spec §3 Basic step form): what is saved, and the form as it opens again. */

export interface BasicsToSave {
  readonly gender: Gender;
  /** YYYY-MM-DD, as the API stores it. */
  readonly birthDate: string;
  readonly zipCode: string;
  /** The 10 digits of the US number. */
  readonly phone: string;
}

/** The values to send, from a form that passed basicStepErrors; null when it did not. */
export const basicsToSave = (form: BasicStepForm): BasicsToSave | null => {
  const birth = parseBirthDate(form.birthDate);
  const phone = usPhoneDigits(form.phone);
  if (!birth || !phone || (form.gender !== 'male' && form.gender !== 'female')) return null;
  return { gender: form.gender, birthDate: storedBirthDate(birth), zipCode: form.zipCode.trim(), phone };
};

/** A US number as people write it: (212) 555-0123. */
export const formatUsPhone = (digits: string): string =>
  /^\d{10}$/.test(digits) ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` : digits;

/**
 * The gender the form opens with when the patient has chosen none: the spec's default, male (§1, §9), on
 * the main brand; on the women's brand nothing, so the patient is asked rather than silently taken for a
 * man (our decision: the questionnaires and the treatment follow this answer).
 */
export const unchosenGender = (brand: BrandId): Gender | '' => (brand === 'women' ? '' : BUSINESS_CONSTANTS.defaultGender);

/**
 * The form as it opens: what the patient saved before (going back, another device; a patient's gender is
 * only theirs once the basics were saved, with a birth date), else the gender stored at a last save, else
 * `unchosen`.
 */
export const basicsForm = (patient: Patient | null, phone: string | null, storedGender: Gender | null, unchosen: Gender | ''): BasicStepForm => ({
  gender: (patient?.basic.birthDate ? patient.basic.gender : null) ?? storedGender ?? unchosen,
  birthDate: patient?.basic.birthDate ? (formatBirthDate(patient.basic.birthDate) ?? '') : '',
  zipCode: patient?.shipping.zipCode ?? '',
  phone: phone ? formatUsPhone(usPhoneDigits(phone) ?? phone) : '',
});

/** The ZIP code's state must be one where the service is offered (GET /get-enabled-states). */
export const zipStateError = (place: ZipCodePlace | null, enabled: readonly EnabledState[]): string | null => {
  if (place === null) return 'We could not find this ZIP code';
  return enabled.some((state) => state.code === place.state) ? null : builtMessage('We do not offer treatment in {state} yet', { state: place.stateName });
};

export const PHONE_TAKEN_MESSAGE = 'This phone number belongs to another account. Sign in with that account, or use another number.';
