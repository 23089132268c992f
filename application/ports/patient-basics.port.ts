import type { ZipCodePlace } from '../../domain/entities/address';
import type { Gender } from '../../domain/entities/patient';
import type { Result } from '../../domain/shared/result';

export interface BasicsUpdate {
  /** YYYY-MM-DD */
  readonly birthDate: string;
  readonly zipCode: string;
  /** The ZIP code's state, two letters. */
  readonly state: string;
  /** 10 digits. */
  readonly phone: string;
}

/** The basic step's calls (spec §7): the phone check, the gender, the patient's basics, and what they are checked against. */
export interface PatientBasicsPort {
  /** POST /api/patient/check-phone-number; a refusal carries metadata.phoneExist, read as the flag (spec §8). */
  checkPhone(phone: string): Promise<Result<{ readonly phoneExist: boolean }>>;
  /** POST /api/patient/set-gender/{patientId} {gender} */
  setGender(patientId: string, gender: Gender): Promise<Result<void>>;
  /** PUT /api/patient/{id}: birth date, ZIP code and state of the shipping address, phone. */
  saveBasics(patientId: string, basics: BasicsUpdate): Promise<Result<void>>;
  /** PUT /api/patient/{id}: height (feet) and weight (pounds) from the weight-loss questionnaire. */
  saveBodyMetrics(patientId: string, metrics: { readonly height: number; readonly weight: number }): Promise<Result<void>>;
  /** POST /address/zip-lookup {zipCode}: null when the ZIP code is unknown (404). */
  zipCodePlace(zipCode: string): Promise<Result<ZipCodePlace | null>>;
}
