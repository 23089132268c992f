import * as z from 'zod/mini';
import type { DoseOption } from '../../../domain/entities/dose-option';

const doseSchema = z.object({
  _id: z.string(),
  weight: z.number(),
  measure: z.string(),
  status: z.string(),
  price: z.number().check(z.nonnegative()),
  strength: z.string(),
  description: z.string(),
});

/** What the dose choice reads of GET /api/products: each product's variations and their doses. */
export const productDosesSchema = z.object({
  _id: z.string(),
  variations: z.array(z.object({ _id: z.string(), doses: z.array(doseSchema) })),
});

export type ProductDoses = z.output<typeof productDosesSchema>;

/** The active doses of one variation of one product, or none when the catalogue no longer has it. */
export const activeDosesOf = (products: readonly ProductDoses[], productId: string, variationId: string): DoseOption[] =>
  (products.find((product) => product._id === productId)?.variations.find((variation) => variation._id === variationId)?.doses ?? [])
    .filter((dose) => dose.status === 'active')
    .map(({ _id, weight, measure, strength, price, description }) => ({ _id, weight, measure, strength, price, description }));
