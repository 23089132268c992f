import * as z from 'zod/mini';
import type { Order, OrderPage } from '../../../domain/entities/order';
import { safeTrackingUrl } from '../../../domain/orders/tracking-link';
import { invoiceItemSchema } from './charge.schema';
import { orNull, withDefault } from './schema-helpers';
import { planSchema } from './subscription.schema';

const money = z.number().check(z.nonnegative());

/** The order's charge: its summary in a list, the whole charge (status, invoice items) with populate=charge. */
const orderChargeSchema = z.object({
  _id: z.string(),
  invoiceId: z.string(),
  sum: money,
  status: orNull(z.string()),
  invoiceItems: withDefault(z.array(invoiceItemSchema), []),
  reasonObject: z.object({ plan: orNull(planSchema) }),
});

const shippingSchema = z.object({
  address: z.optional(z.string()),
  secondAddress: z.optional(z.string()),
  city: z.optional(z.string()),
  state: z.optional(z.string()),
  zipCode: z.optional(z.string()),
});

/** An order (spec §3), read into the app's shape: a tracking address other than http(s) is dropped. */
export const orderSchema = z.pipe(
  z.object({
    _id: z.string(),
    subscriptionId: z.string(),
    createdAt: z.string(),
    status: z.string(),
    tracking_number: orNull(z.string()),
    tracking_url: orNull(z.string()),
    carrier: orNull(z.string()),
    charge: orderChargeSchema,
    patient: z.object({ shipping: withDefault(shippingSchema, {}) }),
  }),
  z.transform((order): Order => ({
    _id: order._id,
    subscriptionId: order.subscriptionId,
    createdAt: order.createdAt,
    status: order.status,
    tracking_number: order.tracking_number,
    tracking_url: safeTrackingUrl(order.tracking_url),
    carrier: order.carrier,
    charge: {
      _id: order.charge._id,
      invoiceId: order.charge.invoiceId,
      sum: order.charge.sum,
      plan: order.charge.reasonObject.plan,
      status: order.charge.status,
      invoiceItems: order.charge.invoiceItems,
    },
    shipping: order.patient.shipping,
  })),
);

/** GET /api/orders: one page and its pagination (nextPage null on the last page). */
export const orderPageSchema = z.pipe(
  z.object({
    status: z.literal('success'),
    data: z.array(orderSchema),
    pagination: z.object({ total: z.number(), nextPage: orNull(z.number().check(z.int(), z.positive())) }),
  }),
  z.transform((body): OrderPage => ({ orders: body.data, nextPage: body.pagination.nextPage, total: body.pagination.total })),
);
