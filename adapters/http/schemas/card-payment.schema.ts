import * as z from 'zod/mini';
import type { CardToken, HeldPayment } from '../../../domain/entities/card-payment';

/** POST /sandbox-card/tokens: the token and what the app may know of the card. */
export const cardTokenSchema = z.pipe(
  z.object({
    id: z.string().check(z.regex(/^tok_/)),
    card: z.object({ brand: z.string(), last4: z.string().check(z.regex(/^\d{4}$/)), expMonth: z.number(), expYear: z.number() }),
  }),
  z.transform(({ id, card }): CardToken => ({ id, ...card })),
);

/** POST hold-charge: the held charge and the first order. */
export const heldPaymentSchema = z.pipe(
  z.object({
    charge: z.object({ _id: z.string(), sum: z.number(), status: z.string() }),
    order: z.object({ _id: z.string() }),
  }),
  z.transform(({ charge, order }): HeldPayment => ({ chargeId: charge._id, sum: charge.sum, status: charge.status, orderId: order._id })),
);
