import type { DeliveryDiscount } from '../../../domain/entities/price-option';
import type { Result } from '../../../domain/shared/result';
import type { CataloguePort } from '../../ports/catalogue.port';

/** The ShipmentFrequency sub-step: what each delivery frequency saves for the dose and uses chosen. */
export class LoadDeliveryDiscountsUseCase {
  constructor(private readonly catalogue: CataloguePort) {}

  execute(input: {
    readonly subscriptionId: string;
    readonly doseId: string;
    readonly frequencyOfReception: number;
  }): Promise<Result<readonly DeliveryDiscount[]>> {
    return this.catalogue.deliveryDiscounts(input.subscriptionId, input.doseId, input.frequencyOfReception);
  }
}
