import type { ServerContext } from '../server-context';
import type { DemoIds, SeedTransaction } from './seed-demo-data';

export type AreaSeed = (tx: SeedTransaction, demo: DemoIds, ctx: ServerContext) => Promise<void>;

/**
 * Each area of the API seeds its own demo data (catalogue, questionnaires, doctors, ...) inside the one
 * first-start transaction, in this order.
 */
export const AREA_SEEDS: readonly AreaSeed[] = [
  // ── area seeds (catalogue first: other areas may refer to its products) ──
  // ── end area seeds ──
];
