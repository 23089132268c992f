import type { DoctorProfile } from '../../../domain/entities/doctor-profile';
import type { Result } from '../../../domain/shared/result';
import type { DoctorsPort } from '../../ports/doctors.port';
import { refuseMalformed } from '../chat/malformed-ids';

export const DOCTOR_NOT_FOUND = 'Doctor not found';

/** A doctor's public profile (/doctor-info/{doctorId}); a mistyped id is an unknown doctor. */
export class LoadDoctorProfileUseCase {
  constructor(private readonly doctors: DoctorsPort) {}

  execute(doctorId: string): Promise<Result<DoctorProfile>> {
    const refused = refuseMalformed(DOCTOR_NOT_FOUND, doctorId);
    if (refused) return Promise.resolve(refused);
    return this.doctors.profile(doctorId);
  }
}
