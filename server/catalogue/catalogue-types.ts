import type { components } from '../../openapi/patient-api';

type Schemas = components['schemas'];
export type ProductType = Schemas['ProductType'];
export type Dose = Schemas['Dose'];
export type Variation = Schemas['Variation'];
export type Product = Schemas['Product'];
/** A product as stored: its `productPricing` is computed from the doses on every read, never stale. */
export type ProductDoc = Omit<Product, 'productPricing'>;
export type Coupon = Schemas['Coupon'];
export type SubscriptionCoupon = Schemas['SubscriptionCoupon'];
export type Addon = Schemas['Addon'];
export type SubscriptionAddon = Schemas['SubscriptionAddon'];
export type PeriodQuote = Schemas['PeriodQuote'];
export type PriceOption = Schemas['PriceOption'];
export type DeliveryDiscount = Schemas['DeliveryDiscount'];
export type AveragePrice = Schemas['AveragePrice'];

/** A dose with the product and variation it belongs to. */
export interface DoseInCatalogue {
  readonly product: ProductDoc;
  readonly variation: Variation;
  readonly dose: Dose;
}
