import type { ContainerModule } from 'inversify';
import { messagingAndAccountStoresModule } from './messaging-and-account.stores';
import { patientAreaStoresModule } from './patient-area.stores';
import { shellStoresModule } from './shell.stores';
import { registrationStoresModule } from './registration.stores';

/**
 * Each feature area binds its stores in `ui/composition/<area>.stores.ts` (store tokens in
 * `ui/stores/<area>/<area>.store-tokens.ts`), listed here.
 */
export const AREA_STORE_MODULES: readonly ContainerModule[] = [
  // ── area store modules ──
  patientAreaStoresModule,
  shellStoresModule,
  messagingAndAccountStoresModule,
  registrationStoresModule,
  // ── end area store modules ──
];
