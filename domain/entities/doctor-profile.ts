import type { ProductType } from '../shared/product-type';

export interface DoctorLicense {
  readonly _id: string;
  readonly licenseNumber: string;
  /** Two-letter state code. */
  readonly state: string;
  /** A calendar date, YYYY-MM-DD. */
  readonly expirationDate: string;
  readonly product: ProductType;
}

export interface MedicalDegree {
  readonly _id: string;
  /** The school. */
  readonly name: string;
  readonly degree: string;
  /** A calendar date, YYYY-MM-DD. */
  readonly endDate: string;
}

/** The part of a doctor a patient may read (spec §3, /doctor-info/{doctorId}). */
export interface DoctorProfile {
  readonly _id: string;
  readonly user: { readonly _id: string; readonly firstName: string; readonly lastName: string };
  readonly status: 'active' | 'inactive';
  readonly suffix: string | null;
  readonly photo: string | null;
  readonly licenses: readonly DoctorLicense[];
  readonly medicalDegree: readonly MedicalDegree[];
  readonly doctorInfo: string | null;
}
