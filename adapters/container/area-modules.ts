import type { ContainerModule } from 'inversify';

/**
 * Each feature area binds its own tokens (`<area>.tokens.ts`), HTTP adapters and use cases in one module
 * (`<area>.module.ts`), used alike by the browser and the CLI: both reach the API over HTTP.
 */
export const AREA_MODULES: readonly ContainerModule[] = [
  // ── area modules ──
  // ── end area modules ──
];
