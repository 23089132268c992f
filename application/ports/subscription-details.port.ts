import type { PriceQuote } from '../../domain/entities/price-quote';
import type { SubscriptionDetails } from '../../domain/entities/subscription-details';
import type { Result } from '../../domain/shared/result';

/** One subscription as its own page reads it. */
export interface SubscriptionDetailsPort {
  /** GET /api/subscription/{id}: one of the caller's subscriptions, with what its actions maintain. */
  get(subscriptionId: string): Promise<Result<SubscriptionDetails>>;
  /** GET /api/subscription/{id}/price: the upcoming delivery, priced with its coupons and add-ons (409 without a plan). */
  upcomingPrice(subscriptionId: string): Promise<Result<PriceQuote>>;
}
