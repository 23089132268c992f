import { startingMonthlyPrice } from '../../../domain/registration-flow/starting-price';
import type { ProductType } from '../../../domain/shared/product-type';
import { ok, type Result } from '../../../domain/shared/result';
import type { CataloguePort } from '../../ports/catalogue.port';

/**
 * 'From $X a month' for an entry page, before any account exists: the product type's products and every
 * option priced without a subscription (both public), then the lowest monthly price among its plans; null
 * when the line offers nothing priced.
 */
export class LoadStartingPriceUseCase {
  constructor(private readonly catalogue: Pick<CataloguePort, 'products' | 'prices'>) {}

  async execute(productType: ProductType): Promise<Result<number | null>> {
    const products = await this.catalogue.products(productType);
    if (!products.ok) return products;
    const [first] = products.value;
    if (!first) return ok(null);
    const prices = await this.catalogue.prices(first._id, null);
    if (!prices.ok) return prices;
    return ok(startingMonthlyPrice(products.value, prices.value));
  }
}
