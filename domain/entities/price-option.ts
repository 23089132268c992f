import type { PriceQuote } from './price-quote';

/** The price of one option of a product: a dose, uses a month and a delivery frequency (product-pricing). */
export interface PriceOption {
  readonly productId: string;
  readonly variationId: string;
  readonly doseId: string;
  readonly frequencyOfReception: number;
  readonly frequencyOfDelivery: number;
  readonly unitsPerDelivery: number;
  /** The regular price of one delivery. */
  readonly strikeThroughPrice: number;
  /** The price of one delivery with the delivery-frequency price, before coupons. */
  readonly price: number;
  readonly couponDiscount: number;
  /** What the patient pays for one delivery: price less the coupons. */
  readonly offerPrice: number;
  readonly pricePerMonth: number;
}

/** What each delivery frequency saves for a dose and a number of uses (the ShipmentFrequency sub-step). */
export interface DeliveryDiscount {
  readonly frequencyOfDelivery: number;
  readonly strikeThroughPrice: number;
  readonly price: number;
  readonly offerPrice: number;
  readonly discountPercent: number;
}

/** The price of the subscription's next periods (GET /api/subscription-price/{id}?periods=2) and their total. */
export interface PeriodsPrice {
  readonly periods: readonly PriceQuote[];
  readonly total: number;
}
