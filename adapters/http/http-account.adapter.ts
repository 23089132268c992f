import * as z from 'zod/mini';
import type { Patient } from '../../domain/entities/patient';
import type { User } from '../../domain/entities/user';
import { ok, type Result } from '../../domain/shared/result';
import type { AccountPort, PatientUpdate, UserUpdate } from '../../application/ports/account.port';
import type { PasswordChanged, PasswordsPort } from '../../application/ports/passwords.port';
import type { UploadFile } from '../../application/ports/chat.port';
import type { ApiClient } from './api-client';
import { fileForm } from './http-chat.adapter';
import { readBlob } from './read-blob';
import { readResult } from './read-result';
import { singleEnvelope } from './schemas/envelope.schema';
import { patientSchema, userSchema } from './schemas/user.schema';

const userEnvelope = singleEnvelope(userSchema);
const patientEnvelope = singleEnvelope(patientSchema);
/** The answers without a body the app reads: a success envelope. */
const emptySchema = z.object({ status: z.literal('success') });

export class HttpAccountAdapter implements AccountPort, PasswordsPort {
  constructor(private readonly api: ApiClient) {}

  updateUser(userId: string, update: UserUpdate): Promise<Result<User>> {
    return readResult(this.api.PUT('/api/user/{id}', { params: { path: { id: userId } }, body: update }), userEnvelope, 'Saving your account');
  }

  updatePatient(patientId: string, update: PatientUpdate): Promise<Result<Patient>> {
    return readResult(this.api.PUT('/api/patient/{id}', { params: { path: { id: patientId } }, body: update }), patientEnvelope, 'Saving your details');
  }

  uploadAvatar(file: UploadFile): Promise<Result<User>> {
    return readResult(
      // The generated type says string for a binary field; the body is the form built here.
      this.api.POST('/api/user/setAvatar', { body: { file: file.name }, bodySerializer: () => fileForm(file) }),
      userEnvelope,
      'Uploading your photo',
    );
  }

  loadAvatar(path: string): Promise<Result<Blob>> {
    const fileId = path.slice(path.lastIndexOf('/') + 1);
    return readBlob(this.api.GET('/api/user/avatar/{fileId}', { params: { path: { fileId } }, parseAs: 'blob' }), 'Loading your photo');
  }

  /** The reference backend signs the account's other sessions out. */
  async changePassword(currentPassword: string, newPassword: string): Promise<Result<PasswordChanged>> {
    const changed = await readResult(this.api.PUT('/api/user/change-pass', { body: { currentPassword, newPassword } }), emptySchema, 'Changing your password');
    return changed.ok ? ok({ otherSessionsEnded: true }) : changed;
  }
}
