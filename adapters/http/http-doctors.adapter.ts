import type { DoctorProfile } from '../../domain/entities/doctor-profile';
import type { Result } from '../../domain/shared/result';
import type { DoctorsPort } from '../../application/ports/doctors.port';
import type { ApiClient } from './api-client';
import { readResult } from './read-result';
import { doctorProfileSchema } from './schemas/doctor-profile.schema';
import { singleEnvelope } from './schemas/envelope.schema';

const profileEnvelope = singleEnvelope(doctorProfileSchema);

export class HttpDoctorsAdapter implements DoctorsPort {
  constructor(private readonly api: ApiClient) {}

  profile(doctorId: string): Promise<Result<DoctorProfile>> {
    return readResult(this.api.GET('/api/doctor/{id}', { params: { path: { id: doctorId } } }), profileEnvelope, "Loading the doctor's profile");
  }
}
