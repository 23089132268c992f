import type { Hono } from 'hono';
import type { ServerContext } from '../server-context';

export type OpsRoutes = (ops: Hono, ctx: ServerContext) => void;

/** Areas add operator routes (e.g. a support reply) here; they exist only with ops enabled. */
export const AREA_OPS: readonly OpsRoutes[] = [
  // ── area ops ──
  // ── end area ops ──
];
