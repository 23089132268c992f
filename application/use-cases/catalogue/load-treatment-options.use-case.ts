import type { CatalogueAddon, CatalogueProduct } from '../../../domain/entities/catalogue-product';
import type { PriceOption } from '../../../domain/entities/price-option';
import type { ProductType } from '../../../domain/shared/product-type';
import { fail, ok, type Result } from '../../../domain/shared/result';
import type { CataloguePort } from '../../ports/catalogue.port';

export interface TreatmentOptions {
  readonly products: readonly CatalogueProduct[];
  /** Every option of the product type priced, with the subscription's coupons taken off when one is given. */
  readonly prices: readonly PriceOption[];
  readonly addons: readonly CatalogueAddon[];
}

/**
 * What the treatment sub-steps offer: the product type's products, every option priced (product-pricing
 * with listAllProducts=true, so products can be compared), and the add-ons offered at registration.
 */
export class LoadTreatmentOptionsUseCase {
  constructor(private readonly catalogue: CataloguePort) {}

  async execute(input: { readonly productType: ProductType; readonly subscriptionId: string | null }): Promise<Result<TreatmentOptions>> {
    const [products, addons] = await Promise.all([this.catalogue.products(input.productType), this.catalogue.addons(input.productType)]);
    if (!products.ok) return products;
    if (!addons.ok) return addons;
    const [first] = products.value;
    if (!first) return fail('No treatment is offered for this product type at the moment', 404);
    const prices = await this.catalogue.prices(first._id, input.subscriptionId);
    if (!prices.ok) return prices;
    return ok({ products: products.value, prices: prices.value, addons: addons.value });
  }
}
