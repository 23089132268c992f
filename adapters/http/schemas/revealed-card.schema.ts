import * as z from 'zod/mini';
import type { RevealedCard } from '../../../domain/entities/revealed-card';
import { orNull } from './schema-helpers';

/** The masked card as the API answers it; only the last four digits, the type and the expiry are read. */
export const cardOnFileSchema = z.object({
  last4: z.string().check(z.regex(/^\d{4}$/)),
  cardType: orNull(z.string()),
  expirationDate: orNull(z.string()),
}) satisfies z.ZodMiniType<RevealedCard>;

/** GET /api/patient/{id}/reveal-credit-card: the masked card, or an empty list when none is on file. */
export const revealedCardSchema = z.pipe(
  z.object({
    status: z.literal('success'),
    data: z.array(cardOnFileSchema).check(z.maxLength(1)),
  }),
  z.transform((body): RevealedCard | null => body.data[0] ?? null),
);
