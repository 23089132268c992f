import type { DoctorLicense, DoctorProfile, MedicalDegree } from '../entities/doctor-profile';
import { formatBirthDate } from '../formatting/birth-date';
import { stateName } from '../geography/us-states';
import { compareDates, isRealDate, type CalendarDate } from '../shared/calendar-date';
import { PRODUCT_TYPE_NAMES } from '../shared/product-type';

/**
 * The doctor's public profile as a patient reads it (/doctor-info/{doctorId}): name with suffix,
 * licenses by state with their expiry, medical degrees. Our choices are in domain/README.md.
 */

/** 'Avery Reed, MD': the suffix says what the clinician is (an NP is not titled 'Dr.'). */
export const doctorName = (profile: Pick<DoctorProfile, 'user' | 'suffix'>): string => {
  const name = `${profile.user.firstName} ${profile.user.lastName}`.trim();
  const suffix = profile.suffix?.trim();
  return suffix ? `${name}, ${suffix}` : name;
};

const calendarDate = (stored: string): CalendarDate | null => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(stored);
  if (!match) return null;
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  return isRealDate(date) ? date : null;
};

export interface LicenseRow {
  readonly id: string;
  readonly licenseNumber: string;
  readonly treats: string;
  /** MM-DD-YYYY, or the stored text when it is not a date. */
  readonly expires: string;
  /** A license is good through its expiry day. */
  readonly expired: boolean;
}

export interface StateLicenses {
  readonly state: string;
  readonly stateName: string;
  readonly licenses: readonly LicenseRow[];
}

const licenseRow = (license: DoctorLicense, today: CalendarDate): LicenseRow => {
  const expiry = calendarDate(license.expirationDate);
  return {
    id: license._id,
    licenseNumber: license.licenseNumber,
    treats: PRODUCT_TYPE_NAMES[license.product],
    expires: formatBirthDate(license.expirationDate) ?? license.expirationDate,
    expired: expiry !== null && compareDates(expiry, today) < 0,
  };
};

/** Licenses grouped by state, states in alphabetical order of their names, each state's licenses by expiry. */
export const licensesByState = (licenses: readonly DoctorLicense[], today: CalendarDate): readonly StateLicenses[] => {
  const byState = new Map<string, DoctorLicense[]>();
  for (const license of licenses) byState.set(license.state, [...(byState.get(license.state) ?? []), license]);
  return [...byState.entries()]
    .map(([state, held]) => ({
      state,
      stateName: stateName(state) ?? state,
      licenses: [...held].sort((a, b) => a.expirationDate.localeCompare(b.expirationDate)).map((license) => licenseRow(license, today)),
    }))
    .sort((a, b) => a.stateName.localeCompare(b.stateName));
};

export interface DegreeLine {
  readonly id: string;
  readonly degree: string;
  readonly school: string;
  /** The year it was completed, or null when the stored date is not one. */
  readonly year: number | null;
}

/** Degrees, most recent first. */
export const degreeLines = (degrees: readonly MedicalDegree[]): readonly DegreeLine[] =>
  [...degrees]
    .sort((a, b) => b.endDate.localeCompare(a.endDate))
    .map((degree) => ({ id: degree._id, degree: degree.degree, school: degree.name, year: calendarDate(degree.endDate)?.year ?? null }));
