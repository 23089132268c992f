import type { PriceQuote } from '../../../domain/entities/price-quote';
import type { SubscriptionDetails } from '../../../domain/entities/subscription-details';
import { ok, type Result } from '../../../domain/shared/result';
import type { SubscriptionDetailsPort } from '../../ports/subscription-details.port';
import { withSubscriptionId } from './subscription-id';

export interface LoadedSubscription {
  readonly subscription: SubscriptionDetails;
  /** The upcoming delivery's price; null when the subscription has no plan (409) or the price failed. */
  readonly price: PriceQuote | null;
  /** Why the price could not be shown, when it failed for another reason than having no plan. */
  readonly priceError: string | null;
}

/** One subscription with the price of its upcoming delivery, both asked at once. */
export class LoadSubscriptionUseCase {
  constructor(private readonly subscriptions: SubscriptionDetailsPort) {}

  execute(subscriptionId: string): Promise<Result<LoadedSubscription>> {
    return withSubscriptionId(subscriptionId, async (id) => {
      const [subscription, price] = await Promise.all([this.subscriptions.get(id), this.subscriptions.upcomingPrice(id)]);
      if (!subscription.ok) return subscription;
      const priceError = price.ok || price.error.statusCode === 409 ? null : price.error.message;
      return ok({ subscription: subscription.value, price: price.ok ? price.value : null, priceError });
    });
  }
}
