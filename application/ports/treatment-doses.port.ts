import type { DoseOption } from '../../domain/entities/dose-option';
import type { ProductType } from '../../domain/shared/product-type';
import type { Result } from '../../domain/shared/result';

export interface TreatmentDosesPort {
  /** The active doses of one variation of a product in the catalogue (empty when the catalogue no longer has it). */
  activeDoses(productType: ProductType, productId: string, variationId: string): Promise<Result<readonly DoseOption[]>>;
}
