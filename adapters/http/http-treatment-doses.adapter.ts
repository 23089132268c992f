import type { DoseOption } from '../../domain/entities/dose-option';
import type { ProductType } from '../../domain/shared/product-type';
import { ok, type Result } from '../../domain/shared/result';
import type { TreatmentDosesPort } from '../../application/ports/treatment-doses.port';
import type { ApiClient } from './api-client';
import { readResult } from './read-result';
import { activeDosesOf, productDosesSchema } from './schemas/dose-option.schema';
import { listEnvelope } from './schemas/envelope.schema';

const productsSchema = listEnvelope(productDosesSchema);

export class HttpTreatmentDosesAdapter implements TreatmentDosesPort {
  constructor(private readonly api: ApiClient) {}

  async activeDoses(productType: ProductType, productId: string, variationId: string): Promise<Result<readonly DoseOption[]>> {
    const products = await readResult(this.api.GET('/api/products', { params: { query: { productType } } }), productsSchema, 'Loading the doses');
    return products.ok ? ok(activeDosesOf(products.value, productId, variationId)) : products;
  }
}
