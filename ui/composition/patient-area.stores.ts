import { ContainerModule, type ResolutionContext, type ServiceIdentifier } from 'inversify';
import { PATIENT_AREA_TOKENS } from '../../adapters/container/patient-area.tokens';
import { TOKENS } from '../../adapters/container/tokens';
import { PatientAreaStoresLoader } from '../stores/patient-area/patient-area-stores.loader';
import { PATIENT_AREA_STORE_TOKENS } from '../stores/patient-area/patient-area.store-tokens';
import type { PatientAreaUseCases } from '../stores/patient-area/patient-area-use-cases';
import { STORE_TOKENS } from '../stores/store-tokens';

type Resolved = { readonly [K in keyof typeof PATIENT_AREA_TOKENS]: (typeof PATIENT_AREA_TOKENS)[K] extends ServiceIdentifier<infer T> ? T : never };

/** Every patient-area use case from the container, by its token's name (each loads its code on first use). */
const useCasesOf = (c: ResolutionContext): PatientAreaUseCases =>
  Object.fromEntries(Object.entries(PATIENT_AREA_TOKENS).map(([name, token]) => [name, c.get(token as symbol)])) as unknown as Resolved;

/**
 * The patient area's stores (dashboard summary and popup, one subscription, billing, the card on file,
 * receipts, renewal, order history), loaded on first use and emptied at sign-out.
 */
export const patientAreaStoresModule = new ContainerModule(({ bind }) => {
  bind(PATIENT_AREA_STORE_TOKENS.loader)
    .toDynamicValue((c) => {
      const session = c.get(STORE_TOKENS.session);
      const app = { session, brand: c.get(STORE_TOKENS.brand), provider: c.get(TOKENS.config).provider, clock: c.get(TOKENS.clock) };
      const loader = new PatientAreaStoresLoader(useCasesOf(c), app);
      session.onReset(() => loader.reset());
      return loader;
    })
    .inSingletonScope();
});
