import * as z from 'zod/mini';
import type { CatalogueAddon, CatalogueProduct } from '../../domain/entities/catalogue-product';
import type { DeliveryDiscount, PeriodsPrice, PriceOption } from '../../domain/entities/price-option';
import type { ProductType } from '../../domain/shared/product-type';
import { fail, ok, type Result } from '../../domain/shared/result';
import { BUSINESS_CONSTANTS } from '../../domain/shared/business-constants';
import { priceItems } from '../../domain/validation/call-failures';
import type { CataloguePort } from '../../application/ports/catalogue.port';
import type { ApiClient } from './api-client';
import { readResult } from './read-result';
import { addonSchema, catalogueProductSchema, deliveryDiscountSchema, priceOptionSchema } from './schemas/catalogue.schema';
import { listEnvelope } from './schemas/envelope.schema';
import { priceQuoteSchema } from './schemas/price-quote.schema';

const productsEnvelope = listEnvelope(catalogueProductSchema);
const pricesEnvelope = listEnvelope(priceOptionSchema);
const discountsEnvelope = listEnvelope(deliveryDiscountSchema);
const addonsEnvelope = listEnvelope(addonSchema);
const periodsSchema = z.object({ data: z.array(priceQuoteSchema), total: z.number().check(z.nonnegative()) });

/** The catalogue and its prices over HTTP. */
export class HttpCatalogueAdapter implements CataloguePort {
  constructor(private readonly api: ApiClient) {}

  products(productType: ProductType): Promise<Result<readonly CatalogueProduct[]>> {
    return readResult(this.api.GET('/api/products', { params: { query: { productType } } }), productsEnvelope, 'Loading the treatments');
  }

  prices(productId: string, subscriptionId: string | null): Promise<Result<readonly PriceOption[]>> {
    const query = { listAllProducts: true, ...(subscriptionId ? { subscriptionId } : {}) };
    return readResult(
      this.api.GET('/api/products/{productId}/product-pricing', { params: { path: { productId }, query } }),
      pricesEnvelope,
      'Loading the prices',
    );
  }

  deliveryDiscounts(subscriptionId: string, doseId: string, frequencyOfReception: number): Promise<Result<readonly DeliveryDiscount[]>> {
    return readResult(
      this.api.GET('/api/subscription/{id}/discounts', { params: { path: { id: subscriptionId }, query: { doseId, frequencyOfReception } } }),
      discountsEnvelope,
      'Loading the delivery savings',
    );
  }

  /** A price answer must be a success with at least one item, else 'Invalid API response format' (spec §5); `total` is read beside `data`. */
  async periodsPrice(subscriptionId: string, periods: number): Promise<Result<PeriodsPrice>> {
    const body = await readResult(
      this.api.GET('/api/subscription-price/{id}', { params: { path: { id: subscriptionId }, query: { periods } } }),
      z.unknown(),
      'Loading the price',
    );
    if (!body.ok) return body;
    const items = priceItems(body.value);
    if (!items.ok) return items;
    const parsed = periodsSchema.safeParse(body.value);
    return parsed.success
      ? ok({ periods: parsed.data.data, total: parsed.data.total })
      : fail('Unexpected answer from the server for Loading the price', 502, 'unexpected_response');
  }

  addons(productType: ProductType): Promise<Result<readonly CatalogueAddon[]>> {
    const query = { limit: BUSINESS_CONSTANTS.couponAndAddonListLimit, action: 'registration' as const, appliesTo: productType, status: 'active' as const };
    return readResult(this.api.GET('/api/addons', { params: { query } }), addonsEnvelope, 'Loading the add-ons');
  }
}
