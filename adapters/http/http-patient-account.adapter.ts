import * as z from 'zod/mini';
import type { User } from '../../domain/entities/user';
import type { Result } from '../../domain/shared/result';
import type { CreatedPatient, NewPatient, PatientAccountPort } from '../../application/ports/patient-account.port';
import type { ApiClient } from './api-client';
import { readResult } from './read-result';
import { singleEnvelope } from './schemas/envelope.schema';
import { userSchema } from './schemas/user.schema';

const createdPatientSchema = singleEnvelope(z.object({ userId: z.string(), patientId: z.string() }));
const meSchema = singleEnvelope(userSchema);

export class HttpPatientAccountAdapter implements PatientAccountPort {
  constructor(private readonly api: ApiClient) {}

  createPatient(patient: NewPatient): Promise<Result<CreatedPatient>> {
    return readResult(this.api.POST('/api/patient', { body: patient }), createdPatientSchema, 'Creating your account');
  }

  loadCurrentUser(options: { readonly winback?: string } = {}): Promise<Result<User>> {
    const query = options.winback ? { winback: options.winback } : {};
    return readResult(this.api.GET('/me', { params: { query } }), meSchema, 'Loading your account');
  }
}
