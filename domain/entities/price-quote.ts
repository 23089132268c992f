/** The price of one delivery of a subscription, with its coupons and add-ons (GET /api/subscription/{id}/price). */
export interface PriceQuote {
  readonly period: number;
  readonly strikeThroughPrice: number;
  readonly price: number;
  readonly couponDiscount: number;
  readonly offerPrice: number;
  readonly addonsPrice: number;
  readonly total: number;
  readonly coupons: readonly { readonly code: string; readonly name: string; readonly amount: number }[];
  readonly addons: readonly { readonly name: string; readonly price: number }[];
}
