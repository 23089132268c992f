import * as z from 'zod/mini';
import type { AddressCandidate, EnabledState } from '../../../domain/entities/address';
import { orNull } from './schema-helpers';

/** POST /address/verify: a candidate with its match code (Y, S, D, N). */
export const addressCandidateSchema = z.object({
  address: z.string(),
  secondAddress: orNull(z.string()),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  matchCode: z.enum(['Y', 'S', 'D', 'N']),
  matchDescription: z.string(),
}) satisfies z.ZodMiniType<AddressCandidate>;

/** GET /get-enabled-states: `options[0]` is the two-letter code (spec §7). */
export const enabledStateSchema = z.pipe(
  z.object({ name: z.string(), options: z.array(z.string()).check(z.minLength(1)) }),
  z.transform((state): EnabledState => ({ code: (state.options[0] as string).toUpperCase(), name: state.name })),
);
