import type { ContainerModule } from 'inversify';

/**
 * Each feature area binds its stores in `ui/composition/<area>.stores.ts` (store tokens in
 * `ui/stores/<area>/<area>.store-tokens.ts`), listed here.
 */
export const AREA_STORE_MODULES: readonly ContainerModule[] = [
  // ── area store modules ──
  // ── end area store modules ──
];
