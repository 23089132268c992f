import type { Gender, Patient } from '../../domain/entities/patient';
import type { NotificationPreference } from '../../domain/entities/notification-preference';
import type { User } from '../../domain/entities/user';
import type { Result } from '../../domain/shared/result';
import type { UploadFile } from './chat.port';

/** A partial update of the account: only the fields given change. */
export interface UserUpdate {
  readonly firstName?: string;
  readonly lastName?: string;
  /** 10 digits. */
  readonly phone?: string;
  readonly notificationPreference?: Partial<NotificationPreference>;
  readonly chatNoticeAlert?: boolean;
  /** 'Not now' to the reactivation popup; only the server turns it on. */
  readonly showReactivatePopup?: false;
}

/** A partial update of the patient: only the fields given change. Height in feet, weight in pounds. */
export interface PatientUpdate {
  readonly basic?: { readonly birthDate?: string; readonly gender?: Gender };
  readonly height?: number;
  readonly weight?: number;
}

/** The signed-in patient's account: details and avatar (the password: passwords.port.ts). */
export interface AccountPort {
  updateUser(userId: string, update: UserUpdate): Promise<Result<User>>;
  updatePatient(patientId: string, update: PatientUpdate): Promise<Result<Patient>>;
  uploadAvatar(file: UploadFile): Promise<Result<User>>;
  /** An avatar the API serves (a path under the API base), read with the patient's token. */
  loadAvatar(path: string): Promise<Result<Blob>>;
}
