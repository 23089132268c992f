import type { SubscriptionDetails } from '../../../domain/entities/subscription-details';
import { MESSAGES } from '../../../domain/feedback/messages';
import { isAnswered } from '../../../domain/shared/error-kind';
import type { ProductType } from '../../../domain/shared/product-type';
import { fail, ok, type Result } from '../../../domain/shared/result';
import type { KeyValueStoragePort } from '../../ports/key-value-storage.port';
import type { RegistrationPort } from '../../ports/registration.port';
import { clearPriceValues, rememberRegistrationStarted } from './registration-storage';

/**
 * /user/new-subscription: a patient who finished a registration starts another treatment with fewer steps
 * (POST /api/subscription/start-new {productType, patientId, couponIds}); then as for any new treatment
 * (spec §4): price values cleared, the type added to subType, the status register for the steps.
 */
export class StartNewSubscriptionUseCase {
  constructor(
    private readonly registration: RegistrationPort,
    private readonly storage: KeyValueStoragePort,
  ) {}

  async execute(input: {
    readonly productType: ProductType;
    readonly patientId: string;
    readonly couponIds?: readonly string[];
  }): Promise<Result<SubscriptionDetails> & { readonly detail?: string }> {
    clearPriceValues(this.storage);
    const started = await this.registration.startNew({ productType: input.productType, patientId: input.patientId, couponIds: input.couponIds ?? [] });
    if (!started.ok) {
      const answered = isAnswered(started.error);
      return {
        ...fail(answered ? MESSAGES.createSubscriptionFailed : MESSAGES.createSubscriptionError, started.error.statusCode, started.error.code),
        detail: started.error.message,
      };
    }
    rememberRegistrationStarted(this.storage, input.productType);
    return ok(started.value);
  }
}
