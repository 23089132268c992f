import type { PriceOption } from '../entities/price-option';
import type { PlanCandidate } from './plan-choices';

/** The price the catalogue gives a plan: its dose of its variation, taken so often, delivered so often; null when it has none. */
export const priceOfPlan = (prices: readonly PriceOption[], plan: PlanCandidate | null): PriceOption | null =>
  plan === null
    ? null
    : (prices.find(
        (price) =>
          price.doseId === plan.dose._id &&
          price.variationId === plan.variation._id &&
          price.frequencyOfReception === plan.reception &&
          price.frequencyOfDelivery === plan.delivery,
      ) ?? null);
