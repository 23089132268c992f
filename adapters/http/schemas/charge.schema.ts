import * as z from 'zod/mini';
import type { Charge, InvoiceItem } from '../../../domain/entities/charge';
import { orNull, withDefault } from './schema-helpers';
import { lastFourDigits } from './subscription-details.schema';
import { planSchema } from './subscription.schema';

const money = z.number().check(z.nonnegative());

export const invoiceItemSchema = z.object({
  name: z.string(),
  sum: money,
  type: z.string(),
  isNegative: withDefault(z.boolean(), false),
}) satisfies z.ZodMiniType<InvoiceItem>;

/**
 * A charge (spec §3). Its status and reasonType are read as any text: a status this app does not know yet
 * falls outside every billing group instead of failing the whole billing page.
 */
export const chargeSchema = z.object({
  _id: z.string(),
  invoiceId: z.string(),
  sum: money,
  status: z.string(),
  reasonType: z.string(),
  createdAt: z.string(),
  invoiceItems: z.array(invoiceItemSchema),
  reasonObject: z.object({
    plan: orNull(planSchema),
    sequencePaymentPeriod: orNull(z.number()),
    maxPeriodsCount: orNull(z.number()),
    refills: orNull(z.number()),
  }),
  card: orNull(z.object({ cardType: z.string(), cardNumber: lastFourDigits })),
  failureMessage: orNull(z.string()),
}) satisfies z.ZodMiniType<Charge>;
