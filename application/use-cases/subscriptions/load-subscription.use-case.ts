import type { PriceQuote } from '../../../domain/entities/price-quote';
import type { SubscriptionDetails } from '../../../domain/entities/subscription-details';
import { errorKindOf } from '../../../domain/shared/error-kind';
import { ok, type Result } from '../../../domain/shared/result';
import { hasUpcomingDelivery } from '../../../domain/subscription-status/upcoming-delivery';
import type { SubscriptionDetailsPort } from '../../ports/subscription-details.port';
import { withSubscriptionId } from './subscription-id';

export interface LoadedSubscription {
  readonly subscription: SubscriptionDetails;
  /** The upcoming delivery's price; null when it has none (no plan yet, or cancelled) or the price failed. */
  readonly price: PriceQuote | null;
  /** Why the price could not be shown, when it failed for another reason than having no plan. */
  readonly priceError: string | null;
}

/** One subscription with the price of its upcoming delivery, asked only when it has one (the server answers 409 without a plan). */
export class LoadSubscriptionUseCase {
  constructor(private readonly subscriptions: SubscriptionDetailsPort) {}

  execute(subscriptionId: string): Promise<Result<LoadedSubscription>> {
    return withSubscriptionId(subscriptionId, async (id) => {
      const subscription = await this.subscriptions.get(id);
      if (!subscription.ok) return subscription;
      if (!hasUpcomingDelivery(subscription.value)) return ok({ subscription: subscription.value, price: null, priceError: null });
      const price = await this.subscriptions.upcomingPrice(id);
      const priceError = price.ok || errorKindOf(price.error) === 'conflict' ? null : price.error.message;
      return ok({ subscription: subscription.value, price: price.ok ? price.value : null, priceError });
    });
  }
}
