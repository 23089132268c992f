import { firstError } from '../../../domain/account/account-messages';
import { heightError, heightFromFields, weightError } from '../../../domain/account/profile-fields';
import type { Gender, Patient } from '../../../domain/entities/patient';
import { storedBirthDate } from '../../../domain/formatting/birth-date';
import { birthDateError, genderError, parseBirthDate } from '../../../domain/validation/basic-step-fields';
import type { CalendarDate } from '../../../domain/shared/calendar-date';
import { fail, type Result } from '../../../domain/shared/result';
import type { AccountPort, PatientUpdate } from '../../ports/account.port';
import type { ClockPort } from '../../ports/clock.port';

export interface PersonalDetails {
  /** MM-DD-YYYY as typed. */
  readonly birthDate: string;
  readonly gender: string;
  readonly heightFeet: string;
  readonly heightInches: string;
  /** Pounds. */
  readonly weight: string;
}

export const personalDetailsErrors = (
  details: PersonalDetails,
  today: CalendarDate,
): Partial<Record<'birthDate' | 'gender' | 'height' | 'weight', string | null>> => ({
  birthDate: birthDateError(details.birthDate, today),
  gender: genderError(details.gender),
  height: heightError(details.heightFeet, details.heightInches),
  weight: weightError(details.weight),
});

/** Today on the UTC calendar: the day the server checks the age of 18 against. */
const utcToday = (clock: ClockPort): CalendarDate => {
  const now = new Date(clock.now());
  return { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1, day: now.getUTCDate() };
};

/**
 * Birth date, gender, height and weight (PUT /api/patient/{id}). A blank height or weight is left as it
 * is; the server recomputes the BMI when either changes.
 */
export class UpdatePersonalDetailsUseCase {
  constructor(
    private readonly account: AccountPort,
    private readonly clock: ClockPort,
  ) {}

  execute({ patientId, details }: { readonly patientId: string; readonly details: PersonalDetails }): Promise<Result<Patient>> {
    const error = firstError(personalDetailsErrors(details, utcToday(this.clock)));
    if (error) return Promise.resolve(fail(error, 400));
    const birth = parseBirthDate(details.birthDate) as CalendarDate;
    const height = heightFromFields(details.heightFeet, details.heightInches);
    const weight = details.weight.trim() === '' ? null : Number(details.weight.trim());
    const update: PatientUpdate = {
      basic: { birthDate: storedBirthDate(birth), gender: details.gender as Gender },
      ...(height !== null ? { height } : {}),
      ...(weight !== null ? { weight } : {}),
    };
    return this.account.updatePatient(patientId, update);
  }
}
