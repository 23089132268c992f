import type { DoseOption } from '../../../domain/entities/dose-option';
import type { SubscriptionPlan } from '../../../domain/entities/subscription';
import type { ProductType } from '../../../domain/shared/product-type';
import { ok, type Result } from '../../../domain/shared/result';
import type { TreatmentDosesPort } from '../../ports/treatment-doses.port';

export interface DoseOptionsInput {
  readonly productType: ProductType;
  readonly plan: SubscriptionPlan | null;
}

/** The doses a patient may ask to change to: the active doses of the plan's variation, other than the current one. */
export class ListDoseOptionsUseCase {
  constructor(private readonly doses: TreatmentDosesPort) {}

  async execute({ productType, plan }: DoseOptionsInput): Promise<Result<readonly DoseOption[]>> {
    if (!plan?.productId || !plan.variationId) return ok([]);
    const doses = await this.doses.activeDoses(productType, plan.productId, plan.variationId);
    return doses.ok ? ok(doses.value.filter((dose) => dose._id !== plan.doseId)) : doses;
  }
}
