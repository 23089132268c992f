import * as z from 'zod/mini';
import type { Subscription } from '../../../domain/entities/subscription';
import { PRODUCT_TYPES } from '../../../domain/shared/product-type';
import { orNull, withDefault } from './schema-helpers';

export const planSchema = z.object({
  productId: z.optional(z.string()),
  productName: z.optional(z.string()),
  variationId: z.optional(z.string()),
  variationName: z.optional(z.string()),
  doseId: z.optional(z.string()),
  weight: z.optional(z.union([z.number(), z.string()])),
  measure: z.optional(z.string()),
  frequencyOfReception: z.optional(z.number()),
  frequencyOfDelivery: z.optional(z.number()),
  productDescription: z.optional(z.string()),
  substance: z.optional(z.string()),
  productImgUrl: z.optional(z.string()),
  variationDescription: z.optional(z.string()),
  price: z.optional(z.number()),
  packageType: z.optional(z.string()),
  packageTypeName: z.optional(z.string()),
});

export const subscriptionSchema = z.object({
  _id: z.string(),
  status: orNull(z.string()),
  productType: z.enum(PRODUCT_TYPES),
  patientId: z.string(),
  isApproved: withDefault(z.boolean(), false),
  registrationStep: z.string(),
  registrationStepsOrder: z.array(z.string()),
  nextBillingDate: orNull(z.string()),
  plan: orNull(planSchema),
  createdAt: orNull(z.string()),
  paymentFailure: orNull(
    z.object({
      chargeId: z.string(),
      sum: z.number(),
      billingDate: z.string(),
      failedAt: z.string(),
      message: z.string(),
      code: z.string(),
      declineCode: orNull(z.string()),
    }),
  ),
  expiredAt: orNull(z.string()),
  nextPeriodStart: orNull(z.string()),
  cancellation: orNull(z.object({ cancelledAt: z.string(), wasApproved: z.boolean() })),
  couponIds: withDefault(z.array(z.string()), []),
}) satisfies z.ZodMiniType<Subscription>;
