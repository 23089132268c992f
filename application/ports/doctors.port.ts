import type { DoctorProfile } from '../../domain/entities/doctor-profile';
import type { Result } from '../../domain/shared/result';

/** Doctors' public profiles. */
export interface DoctorsPort {
  profile(doctorId: string): Promise<Result<DoctorProfile>>;
}
