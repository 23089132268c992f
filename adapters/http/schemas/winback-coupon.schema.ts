import * as z from 'zod/mini';
import type { WinbackCoupon } from '../../../domain/entities/winback-coupon';
import { orNull, withDefault } from './schema-helpers';

/** A coupon of GET /api/coupons, as the reactivation offer reads it (action and status to keep only live winback offers). */
export const couponSchema = z.object({
  _id: z.string(),
  code: z.string().check(z.minLength(1)),
  name: z.string(),
  description: withDefault(z.string(), ''),
  action: z.string(),
  status: z.string(),
  discountType: withDefault(z.enum(['$', '%']), '$'),
  discountValue: z.number().check(z.nonnegative()),
  appliesTo: withDefault(
    z.array(z.object({ appliesObjType: z.string(), frequencyOfDelivery: withDefault(z.array(z.number()), []), frequencyOfReception: orNull(z.number()) })),
    [],
  ),
});

export const asWinbackCoupon = ({ _id, code, name, description, discountType, discountValue, appliesTo }: z.output<typeof couponSchema>): WinbackCoupon => ({
  _id,
  code,
  name,
  description,
  discountType,
  discountValue,
  appliesTo,
});
