import type { CatalogueProduct } from '../entities/catalogue-product';
import type { PriceOption } from '../entities/price-option';
import { planCandidates } from './plan-choices';
import { priceOfPlan } from './plan-price';

/**
 * 'From $X a month' on an entry page: the lowest monthly price of any plan the product line offers, as the
 * plan picker prices it (coupons not taken off); null when no plan is priced.
 */
export const startingMonthlyPrice = (products: readonly CatalogueProduct[], prices: readonly PriceOption[]): number | null =>
  planCandidates(products).reduce<number | null>((lowest, plan) => {
    const price = priceOfPlan(prices, plan);
    return price !== null && (lowest === null || price.pricePerMonth < lowest) ? price.pricePerMonth : lowest;
  }, null);
