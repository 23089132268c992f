import * as z from 'zod/mini';
import type { SubscriptionDetails } from '../../../domain/entities/subscription-details';
import { orNull, withDefault } from './schema-helpers';
import { subscriptionSchema } from './subscription.schema';

/** A card number of which only the last four digits are ever kept, whatever the server sends. */
export const lastFourDigits = z.pipe(
  z.string().check(z.regex(/\d{4}$/)),
  z.transform((number) => number.slice(-4)),
);

const money = z.number().check(z.nonnegative());

const subscriptionCouponSchema = z.object({
  _id: z.string(),
  code: z.string(),
  name: z.string(),
  discountType: withDefault(z.enum(['$', '%']), '$'),
  discountValue: money,
  usingPeriodsCount: orNull(z.number()),
  firstPeriod: orNull(z.number()),
});

const modifyRequestSchema = z.object({
  _id: z.string(),
  status: z.string(),
  doseId: z.string(),
  weight: orNull(z.union([z.number(), z.string()])),
  measure: orNull(z.string()),
  price: orNull(money),
  createdAt: z.string(),
});

/** GET /api/subscription/{id} and every action's answer (the contract's LifecycleSubscription). */
export const subscriptionDetailsSchema = z.extend(subscriptionSchema, {
  sequencePaymentPeriod: withDefault(z.number(), 0),
  coupons: withDefault(z.array(subscriptionCouponSchema), []),
  addons: withDefault(z.array(z.object({ _id: z.string(), name: z.string(), price: money, recurring: z.boolean() })), []),
  latestBilledAmount: orNull(money),
  discountedPrice: orNull(money),
  skipPeriods: withDefault(z.number(), 0),
  pausedCharges: withDefault(z.array(z.object({ _id: z.string(), sum: money, createdAt: z.string() })), []),
  pause: orNull(z.object({ pausedAt: z.string(), resumeBillingDate: orNull(z.string()) })),
  renewal: orNull(z.object({ renewedAt: z.string(), startsAt: z.string(), chargeId: z.string() })),
  followUp: orNull(z.object({ submittedAt: z.string() })),
  modifyRequest: orNull(modifyRequestSchema),
  creditCard: orNull(z.object({ cardNumber: lastFourDigits, cardType: z.string() })),
}) satisfies z.ZodMiniType<SubscriptionDetails>;
