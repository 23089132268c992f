import type { ContainerModule } from 'inversify';
import { patientAreaModule } from './patient-area.module';
import { messagingAndAccountModule } from './messaging-and-account.module';
import { registrationModule } from './registration.module';
import { shellModule } from './shell.module';

/**
 * Each feature area binds its own tokens (`<area>.tokens.ts`), HTTP adapters and use cases in one module
 * (`<area>.module.ts`), used alike by the browser and the CLI: both reach the API over HTTP.
 */
export const AREA_MODULES: readonly ContainerModule[] = [
  // ── area modules ──
  patientAreaModule,
  messagingAndAccountModule,
  registrationModule,
  shellModule,
  // ── end area modules ──
];
