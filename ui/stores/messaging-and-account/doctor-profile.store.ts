import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { DoctorProfile } from '../../../domain/entities/doctor-profile';
import { isRefusal } from '../../../domain/feedback/refusal';
import type { LoadPhase } from '../load-phase';
import type { MessagingAndAccountUseCases } from '../../../application/areas/messaging-and-account.use-cases';

/** A doctor's public profile (/doctor-info/{doctorId}). */
export class DoctorProfileStore {
  phase: LoadPhase = 'idle';
  error: string | null = null;
  /** The load was refused (no such doctor): trying again cannot help. */
  refused = false;
  doctorId: string | null = null;
  profile: DoctorProfile | null = null;

  constructor(private readonly useCases: Pick<MessagingAndAccountUseCases, 'loadDoctorProfile'>) {
    makeAutoObservable<DoctorProfileStore, 'useCases'>(this, { useCases: false, profile: observableRef }, { autoBind: true });
  }

  async load(doctorId: string): Promise<void> {
    if (doctorId !== this.doctorId) this.profile = null;
    this.doctorId = doctorId;
    this.phase = this.profile ? 'ready' : 'loading';
    this.error = null;
    this.refused = false;
    const profile = await this.useCases.loadDoctorProfile.execute(doctorId);
    runInAction(() => {
      if (this.doctorId !== doctorId) return;
      if (profile.ok) {
        this.profile = profile.value;
        this.phase = 'ready';
      } else {
        this.error = profile.error.message;
        this.refused = isRefusal(profile.error);
        this.phase = 'error';
      }
    });
  }

  reset(): void {
    this.phase = 'idle';
    this.error = null;
    this.refused = false;
    this.doctorId = null;
    this.profile = null;
  }
}
