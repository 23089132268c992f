import type { SubscriptionDetails } from '../../../domain/entities/subscription-details';
import { MESSAGES } from '../../../domain/feedback/messages';
import { isAnswered } from '../../../domain/shared/error-kind';
import type { ProductType } from '../../../domain/shared/product-type';
import { fail, ok, type Result } from '../../../domain/shared/result';
import type { KeyValueStoragePort } from '../../ports/key-value-storage.port';
import type { RegistrationPort } from '../../ports/registration.port';
import { clearPriceValues, rememberRegistrationStarted } from './registration-storage';

/**
 * Starts the registration of a treatment (a brand entry page's sign-up, a sidebar click: spec §4): clears
 * the price values, creates the subscription (POST /api/subscription {productType}), adds its type to
 * subType and sets the status to register. A server refusal is 'Failed to create new subscription. Please
 * try again.', no answer at all 'An error occurred while creating the subscription. Please try again.';
 * the server's own reason rides along as `detail`. With an idempotency key (a script's retry) the server
 * answers the registration the key names instead of a new one, whatever its step.
 */
export class StartTreatmentRegistrationUseCase {
  constructor(
    private readonly registration: RegistrationPort,
    private readonly storage: KeyValueStoragePort,
  ) {}

  async execute(productType: ProductType, idempotencyKey?: string): Promise<Result<SubscriptionDetails> & { readonly detail?: string }> {
    clearPriceValues(this.storage);
    const created = await this.registration.create(productType, idempotencyKey);
    if (!created.ok) {
      const answered = isAnswered(created.error);
      return {
        ...fail(answered ? MESSAGES.createSubscriptionFailed : MESSAGES.createSubscriptionError, created.error.statusCode, created.error.code),
        detail: created.error.message,
      };
    }
    rememberRegistrationStarted(this.storage, productType);
    return ok(created.value);
  }
}
