import * as z from 'zod/mini';
import type { WinbackCoupon } from '../../../domain/entities/winback-coupon';
import { withDefault } from './schema-helpers';

/** A coupon of GET /api/coupons, as the reactivation offer reads it (action and status to keep only live winback offers). */
export const couponSchema = z.object({
  code: z.string().check(z.minLength(1)),
  name: z.string(),
  description: withDefault(z.string(), ''),
  action: z.string(),
  status: z.string(),
  discountType: withDefault(z.enum(['$', '%']), '$'),
  discountValue: z.number().check(z.nonnegative()),
});

export const asWinbackCoupon = ({ code, name, description, discountType, discountValue }: z.output<typeof couponSchema>): WinbackCoupon => ({
  code,
  name,
  description,
  discountType,
  discountValue,
});
