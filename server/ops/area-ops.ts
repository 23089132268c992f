import { auditOps } from '../audit/audit.ops';
import { billingOps } from '../billing/billing.ops';
import { careOps } from '../care/care.ops';
import { longThreadOps } from '../chat/long-thread.ops';
import { clockOps } from '../clock/clock.ops';
import { supportReplyOps } from '../chat/support-reply.ops';
import { faultsOps } from '../faults/faults.ops';
import type { OperatorHandlerTable } from '../http/typed-handlers';
import { configOps } from '../lookups/config.ops';
import { noticeOps } from '../notices/notices.ops';
import { ordersOps } from '../orders/orders.ops';
import type { ServerContext } from '../server-context';

export type OperatorHandlers = (ctx: ServerContext) => Partial<OperatorHandlerTable>;

/** Each area's handlers of the operator document (openapi/operator-api.yaml); a test checks none is missing. */
export const AREA_OPS: readonly OperatorHandlers[] = [
  // ── area ops ──
  faultsOps,
  supportReplyOps,
  noticeOps,
  longThreadOps,
  configOps,
  clockOps,
  billingOps,
  careOps,
  ordersOps,
  auditOps,
  // ── end area ops ──
];
