import { describe, expect, it } from 'vitest';
import type { DoctorProfile } from '../../../domain/entities/doctor-profile';
import { fail, ok } from '../../../domain/shared/result';
import type { DoctorsPort } from '../../ports/doctors.port';
import { DOCTOR_NOT_FOUND, LoadDoctorProfileUseCase } from './load-doctor-profile.use-case';

const DOCTOR_ID = 'd'.repeat(24);
const PROFILE: DoctorProfile = {
  _id: DOCTOR_ID,
  user: { _id: 'e'.repeat(24), firstName: 'Avery', lastName: 'Reed' },
  status: 'active',
  suffix: 'MD',
  photo: '/doctors/avery-reed.png',
  licenses: [],
  medicalDegree: [],
  doctorInfo: null,
};

const doctors = (): DoctorsPort & { calls: string[] } => {
  const calls: string[] = [];
  return {
    calls,
    profile: async (doctorId) => {
      calls.push(doctorId);
      return doctorId === DOCTOR_ID ? ok(PROFILE) : fail(DOCTOR_NOT_FOUND, 404);
    },
  };
};

describe("a doctor's public profile", () => {
  it('loads the profile by id', async () => {
    expect(await new LoadDoctorProfileUseCase(doctors()).execute(DOCTOR_ID)).toEqual({ ok: true, value: PROFILE });
  });

  it('answers a mistyped id as an unknown doctor without asking', async () => {
    const port = doctors();
    expect(await new LoadDoctorProfileUseCase(port).execute('<script>')).toEqual({ ok: false, error: { message: DOCTOR_NOT_FOUND, statusCode: 404 } });
    expect(port.calls).toEqual([]);
  });
});
