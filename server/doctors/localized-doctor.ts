import type { components } from '../../openapi/patient-api';
import { translate, type AnswerLanguage } from '../http/answer-language';
import { DOCTORS_SPANISH } from './spanish/doctors.spanish';

type DoctorProfile = components['schemas']['DoctorProfile'];

/**
 * A doctor's public profile in the language asked for: the biography and what the degrees are in, each
 * falling back to its English. Names, schools, licenses and dates are the same in every language.
 */
export const localizeDoctor = (profile: DoctorProfile, language: AnswerLanguage): DoctorProfile => {
  if (language === 'en') return profile;
  return {
    ...profile,
    doctorInfo: profile.doctorInfo === null ? null : translate(profile.doctorInfo, DOCTORS_SPANISH),
    medicalDegree: profile.medicalDegree.map((degree) => ({ ...degree, degree: translate(degree.degree, DOCTORS_SPANISH) })),
  };
};
