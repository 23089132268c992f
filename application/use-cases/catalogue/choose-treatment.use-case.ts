import type { SubscriptionDetails } from '../../../domain/entities/subscription-details';
import type { PriceOption } from '../../../domain/entities/price-option';
import { storedPriceValues } from '../../../domain/registration-flow/price-display';
import { STORAGE_KEYS } from '../../../domain/session/storage-keys';
import { BUSINESS_CONSTANTS } from '../../../domain/shared/business-constants';
import { fail, ok, type Result } from '../../../domain/shared/result';
import type { CataloguePort } from '../../ports/catalogue.port';
import type { KeyValueStoragePort } from '../../ports/key-value-storage.port';
import type { RegistrationPort, TreatmentChoice } from '../../ports/registration.port';
import type { AdvanceRegistrationUseCase } from '../registration/advance-registration.use-case';
import { holdsTreatmentChoice } from './same-treatment-choice';

/**
 * The treatment step's Continue: the plan is written (PUT /api/subscription/{id}; skipped when it is the
 * plan already held, e.g. after going back to look), the price of the next 2 periods is read (spec §9)
 * and kept with the plan's prices in local storage, and the step moves on to payment.
 */
export class ChooseTreatmentUseCase {
  constructor(
    private readonly registration: RegistrationPort,
    private readonly catalogue: CataloguePort,
    private readonly storage: KeyValueStoragePort,
    private readonly advance: AdvanceRegistrationUseCase,
  ) {}

  async execute(input: {
    readonly subscription: SubscriptionDetails;
    readonly choice: TreatmentChoice;
    readonly price: PriceOption | null;
  }): Promise<Result<SubscriptionDetails>> {
    const id = input.subscription._id;
    if (!holdsTreatmentChoice(input.subscription, input.choice)) {
      const chosen = await this.registration.chooseTreatment(id, input.choice);
      if (!chosen.ok) return chosen;
    }
    const periods = await this.catalogue.periodsPrice(id, BUSINESS_CONSTANTS.pricePeriods);
    if (!periods.ok) return fail(periods.error.message, periods.error.statusCode, periods.error.code);
    const first = periods.value.periods[0];
    const values = storedPriceValues(
      input.price ?? { offerPrice: first?.offerPrice ?? 0, strikeThroughPrice: first?.strikeThroughPrice ?? 0 },
      periods.value.total,
    );
    this.storage.set(STORAGE_KEYS.offerPrice, values.offerPrice);
    this.storage.set(STORAGE_KEYS.strikeThroughPrice, values.strikeThroughPrice);
    this.storage.set(STORAGE_KEYS.calculatedPrice, values.calculatedPrice);
    const moved = await this.advance.execute(id);
    return moved.ok ? ok(moved.value) : moved;
  }
}
