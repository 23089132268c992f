import type { User } from '../../domain/entities/user';
import type { ProductType } from '../../domain/shared/product-type';
import type { Result } from '../../domain/shared/result';

export interface NewPatient {
  readonly email: string;
  readonly firstName?: string;
  readonly lastName?: string;
  readonly productType?: ProductType;
}

export interface CreatedPatient {
  readonly userId: string;
  readonly patientId: string;
}

export interface PatientAccountPort {
  createPatient(patient: NewPatient): Promise<Result<CreatedPatient>>;
  /** GET /me; a 404 means the identity has no patient yet. */
  loadCurrentUser(options?: { readonly winback?: string }): Promise<Result<User>>;
}
