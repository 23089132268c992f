import * as z from 'zod/mini';
import type { RevealedCard } from '../../../domain/entities/revealed-card';
import { orNull } from './schema-helpers';

/**
 * GET /api/patient/{id}/reveal-credit-card: the masked card, or an empty list when none is on file. Only
 * the last four digits and the type are read; the masked number and the expiry are left behind.
 */
export const revealedCardSchema = z.pipe(
  z.object({
    status: z.literal('success'),
    data: z.array(z.object({ last4: z.string().check(z.regex(/^\d{4}$/)), cardType: orNull(z.string()) })).check(z.maxLength(1)),
  }),
  z.transform((body): RevealedCard | null => body.data[0] ?? null),
);
