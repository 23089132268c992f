import * as z from 'zod/mini';
import type { AuditEntry, BillingEvent, CareCase, CareDecisionOutcome, TwinClockReading } from '../../../application/ports/operator.port';
import { PRODUCT_TYPES } from '../../../domain/shared/product-type';
import { orderSchema } from './order.schema';
import { orNull } from './schema-helpers';
import { subscriptionSchema } from './subscription.schema';

export const careCaseSchema = z.object({
  subscription: subscriptionSchema,
  patient: z.object({ email: z.string(), firstName: orNull(z.string()), lastName: orNull(z.string()), state: orNull(z.string()) }),
  heldAmount: orNull(z.number()),
}) satisfies z.ZodMiniType<CareCase>;

export const careDecisionSchema = z.pipe(
  z.object({ subscription: subscriptionSchema, order: orNull(orderSchema), doctor: orNull(z.object({ _id: z.string(), name: z.string() })) }),
  z.transform((result): CareDecisionOutcome => ({ subscription: result.subscription, order: result.order, doctorName: result.doctor?.name ?? null })),
);

export const clockSchema = z.object({ now: z.string(), offsetDays: z.number() }) satisfies z.ZodMiniType<TwinClockReading>;

export const billingEventSchema = z.object({
  at: z.string(),
  kind: z.enum(['charged', 'failed', 'prescriptionEnded', 'completed', 'shipped', 'delivered']),
  subscriptionId: z.string(),
  productType: z.enum(PRODUCT_TYPES),
  period: orNull(z.number()),
  sum: orNull(z.number()),
  failureMessage: orNull(z.string()),
}) satisfies z.ZodMiniType<BillingEvent>;

export const auditEntrySchema = z.object({
  at: z.string(),
  actorKind: z.enum(['patient', 'doctor', 'operator']),
  actorId: orNull(z.string()),
  action: z.enum(['read', 'write']),
  resource: z.string(),
  resourceId: orNull(z.string()),
  operation: z.string(),
  outcome: z.number(),
}) satisfies z.ZodMiniType<AuditEntry>;
