import type { CatalogueAddon, CatalogueProduct } from '../../domain/entities/catalogue-product';
import type { DeliveryDiscount, PeriodsPrice, PriceOption } from '../../domain/entities/price-option';
import type { ProductType } from '../../domain/shared/product-type';
import type { Result } from '../../domain/shared/result';

/** The catalogue and its prices (spec §7 Products and pricing). */
export interface CataloguePort {
  products(productType: ProductType): Promise<Result<readonly CatalogueProduct[]>>;
  /** GET /api/products/{productId}/product-pricing?listAllProducts=true&subscriptionId: every option of the type, coupons taken off. */
  prices(productId: string, subscriptionId: string | null): Promise<Result<readonly PriceOption[]>>;
  /** GET /api/subscription/{id}/discounts?doseId&frequencyOfReception */
  deliveryDiscounts(subscriptionId: string, doseId: string, frequencyOfReception: number): Promise<Result<readonly DeliveryDiscount[]>>;
  /** GET /api/subscription-price/{id}?periods=2; a price answer with no item is 'Invalid API response format'. */
  periodsPrice(subscriptionId: string, periods: number): Promise<Result<PeriodsPrice>>;
  /** GET /api/addons?limit=49&action=registration&appliesTo&status=active */
  addons(productType: ProductType): Promise<Result<readonly CatalogueAddon[]>>;
}
