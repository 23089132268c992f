import * as z from 'zod/mini';
import type { PriceQuote } from '../../../domain/entities/price-quote';

const money = z.number().check(z.nonnegative());

/** The contract's PeriodQuote: one delivery's price with its coupons and add-ons. */
export const priceQuoteSchema = z.object({
  period: z.number(),
  strikeThroughPrice: money,
  price: money,
  couponDiscount: money,
  offerPrice: money,
  addonsPrice: money,
  total: money,
  coupons: z.array(z.object({ code: z.string(), name: z.string(), amount: money })),
  addons: z.array(z.object({ name: z.string(), price: money })),
}) satisfies z.ZodMiniType<PriceQuote>;
