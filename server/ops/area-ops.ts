import type { Hono } from 'hono';
import { longThreadOps } from '../chat/long-thread.ops';
import { supportReplyOps } from '../chat/support-reply.ops';
import { configOps } from '../lookups/config.ops';
import { noticeOps } from '../notices/notices.ops';
import type { ServerContext } from '../server-context';

export type OpsRoutes = (ops: Hono, ctx: ServerContext) => void;

/** Areas add operator routes (e.g. a support reply) here; they exist only with ops enabled. */
export const AREA_OPS: readonly OpsRoutes[] = [
  // ── area ops ──
  supportReplyOps,
  noticeOps,
  longThreadOps,
  configOps,
  // ── end area ops ──
];
