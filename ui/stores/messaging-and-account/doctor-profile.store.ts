import { makeAutoObservable } from 'mobx';
import type { DoctorProfile } from '../../../domain/entities/doctor-profile';
import { Loadable } from '../loadable';
import type { LoadStatus } from '../load-status';
import type { MessagingAndAccountUseCases } from '../../../application/areas/messaging-and-account.use-cases';

/** A doctor's public profile (/doctor-info/{doctorId}). */
export class DoctorProfileStore {
  private readonly loaded = new Loadable<DoctorProfile>();
  readonly status: LoadStatus = this.loaded;

  constructor(private readonly useCases: Pick<MessagingAndAccountUseCases, 'loadDoctorProfile'>) {
    makeAutoObservable<DoctorProfileStore, 'useCases' | 'loaded'>(this, { useCases: false, loaded: false, status: false }, { autoBind: true });
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
