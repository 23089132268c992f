import type { PeriodsPrice } from '../../../domain/entities/price-option';
import { BUSINESS_CONSTANTS } from '../../../domain/shared/business-constants';
import type { Result } from '../../../domain/shared/result';
import type { CataloguePort } from '../../ports/catalogue.port';

/** What the card sub-step shows before paying: the next 2 periods (spec §9), the first being what is held today. */
export class LoadPaymentSummaryUseCase {
  constructor(private readonly catalogue: CataloguePort) {}

  execute(subscriptionId: string): Promise<Result<PeriodsPrice>> {
    return this.catalogue.periodsPrice(subscriptionId, BUSINESS_CONSTANTS.pricePeriods);
  }
}
