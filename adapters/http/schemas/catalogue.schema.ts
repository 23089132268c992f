import * as z from 'zod/mini';
import type { CatalogueAddon, CatalogueProduct } from '../../../domain/entities/catalogue-product';
import type { DeliveryDiscount, PriceOption } from '../../../domain/entities/price-option';
import { orNull } from './schema-helpers';

const money = z.number().check(z.nonnegative());

const doseSchema = z.object({
  _id: z.string(),
  weight: z.number(),
  measure: z.string(),
  status: z.string(),
  price: money,
  specialQuarterlyPrice: orNull(money),
  description: z.string(),
  calculationAsPackage: z.boolean(),
  mostPopular: z.boolean(),
  strength: z.string(),
});

const variationSchema = z.object({
  _id: z.string(),
  ranking: z.number(),
  variationName: z.string(),
  view: z.enum(['generic', 'brand']),
  variationDescription: z.string(),
  mainImgUrl: z.string(),
  mostPopular: z.boolean(),
  frequencyOfReception: z.array(z.number().check(z.int(), z.positive())),
  packageTypes: z.array(z.string()),
  packageTypeNames: z.optional(z.record(z.string(), z.string())),
  doses: z.array(doseSchema),
});

/** A product of GET /api/products, read into the app's shape (its starting price per month kept). */
export const catalogueProductSchema = z.pipe(
  z.object({
    _id: z.string(),
    productName: z.string(),
    productDescription: z.string(),
    productType: z.enum(['wl', 'hl', 'ag', 'ed']),
    substance: z.string(),
    mainImgUrl: z.string(),
    frequencyOfDelivery: z.array(z.number().check(z.int(), z.positive())),
    productPricing: z.object({ startingPricePerMonth: money }),
    variations: z.array(variationSchema),
  }),
  z.transform(({ productPricing, ...product }): CatalogueProduct => ({ ...product, startingPricePerMonth: productPricing.startingPricePerMonth })),
);

export const priceOptionSchema = z.object({
  productId: z.string(),
  variationId: z.string(),
  doseId: z.string(),
  frequencyOfReception: z.number(),
  frequencyOfDelivery: z.number(),
  unitsPerDelivery: z.number(),
  strikeThroughPrice: money,
  price: money,
  couponDiscount: money,
  offerPrice: money,
  pricePerMonth: money,
}) satisfies z.ZodMiniType<PriceOption>;

export const deliveryDiscountSchema = z.object({
  frequencyOfDelivery: z.number(),
  strikeThroughPrice: money,
  price: money,
  offerPrice: money,
  discountPercent: z.number(),
}) satisfies z.ZodMiniType<DeliveryDiscount>;

export const addonSchema = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  price: money,
  recurring: z.boolean(),
}) satisfies z.ZodMiniType<CatalogueAddon>;
