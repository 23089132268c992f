import type { PatientAreaApp, PatientAreaStores } from './patient-area-stores';
import type { PatientAreaUseCases } from './patient-area-use-cases';

/**
 * Hands out the patient area's stores, loading their code on first request: the app's first download
 * (/login) stays without them. The stores are built once, with the use cases given here, and emptied by
 * `reset` (at sign-out).
 */
export class PatientAreaStoresLoader {
  private loading: Promise<PatientAreaStores> | null = null;
  private loaded: PatientAreaStores | null = null;

  constructor(
    private readonly useCases: PatientAreaUseCases,
    private readonly app: PatientAreaApp,
  ) {}

  /** The same promise every time, as React's `use` needs. */
  load(): Promise<PatientAreaStores> {
    this.loading ??= import('./patient-area-stores').then(({ createPatientAreaStores }) => {
      this.loaded = createPatientAreaStores(this.useCases, this.app);
      return this.loaded;
    });
    return this.loading;
  }

  reset(): void {
    if (!this.loaded) return;
    for (const store of Object.values(this.loaded)) store.reset();
  }
}
