import * as z from 'zod/mini';
import type { AddressCandidate, AddressForm, AddressSuggestion, EnabledState, ZipCodePlace } from '../../../domain/entities/address';
import { orNull, withDefault } from './schema-helpers';

export const addressSuggestionSchema = z.object({
  text: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
}) satisfies z.ZodMiniType<AddressSuggestion>;

export const addressCandidateSchema = z.object({
  address: z.string(),
  secondAddress: orNull(z.string()),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  matchCode: z.enum(['Y', 'S', 'D', 'N']),
  matchDescription: z.string(),
}) satisfies z.ZodMiniType<AddressCandidate>;

export const zipCodePlaceSchema = z.object({
  zipCode: z.string(),
  city: orNull(z.string()),
  state: z.string(),
  stateName: z.string(),
}) satisfies z.ZodMiniType<ZipCodePlace>;

/** GET /get-enabled-states: `data[].options[0]` is the state's two-letter code (spec §7). */
export const enabledStateSchema = z.pipe(
  z.object({ name: z.string(), options: z.tuple([z.string()], z.string()) }),
  z.transform(({ name, options }): EnabledState => ({ code: options[0].toUpperCase(), name })),
);

export const shippingAddressSchema = z.object({
  address: z.string(),
  secondAddress: withDefault(z.string(), ''),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
}) satisfies z.ZodMiniType<AddressForm>;
