import { makeAutoObservable } from 'mobx';
import type { DoctorProfile } from '../../../domain/entities/doctor-profile';
import { Loadable } from '../loadable';
import type { MessagingAndAccountUseCases } from '../../../application/areas/messaging-and-account.use-cases';

/** A doctor's public profile (/doctor-info/{doctorId}). */
export class DoctorProfileStore {
  private readonly loaded = new Loadable<DoctorProfile>();

  constructor(private readonly useCases: Pick<MessagingAndAccountUseCases, 'loadDoctorProfile'>) {
    makeAutoObservable<DoctorProfileStore, 'useCases' | 'loaded'>(this, { useCases: false, loaded: false }, { autoBind: true });
  }

  get phase() {
    return this.loaded.phase;
  }

  get error(): string | null {
    return this.loaded.error;
  }

  get refreshError(): string | null {
    return this.loaded.refreshError;
  }

  /** The load was refused (no such doctor): trying again cannot help. */
  get refused(): boolean {
    return this.loaded.refused;
  }

  get doctorId(): string | null {
    return this.loaded.key;
  }

  get profile(): DoctorProfile | null {
    return this.loaded.value;
  }

  async load(doctorId: string): Promise<void> {
    await this.loaded.load(doctorId, () => this.useCases.loadDoctorProfile.execute(doctorId));
  }

  reset(): void {
    this.loaded.reset();
  }
}
