import { observer } from 'mobx-react-lite';
import { deliveryLabel } from '../../../domain/subscription-plan/plan-summary';
import { choiceLabel, valueOf, type PlanCandidate, type PlanDimension } from '../../../domain/registration-flow/plan-choices';
import type { TreatmentStore } from '../../stores/registration/treatment.store';
import { ChoiceList, type Choice } from './choice-list';
import { PriceTag } from './price-tag';

const LEGENDS: Readonly<Record<PlanDimension, string>> = {
  variation: 'Treatment',
  dose: 'Dose',
  reception: 'Uses a month',
  delivery: 'Delivery',
  product: 'Medicine',
  view: 'Generic or brand name',
};

const detailOf = (candidate: PlanCandidate, dimension: PlanDimension): string | undefined => {
  if (dimension === 'variation') return `${candidate.product.productName}: ${candidate.variation.variationDescription}`;
  if (dimension === 'dose') return candidate.dose.description;
  return undefined;
};

const badgeOf = (candidate: PlanCandidate, dimension: PlanDimension): string | undefined => {
  if (dimension === 'variation' && candidate.variation.mostPopular) return 'Most popular';
  if (dimension === 'dose' && candidate.dose.mostPopular) return 'Most popular';
  return undefined;
};

/** One dimension of the plan to choose, each option with the price of one delivery if it were chosen. */
export const PlanChoice = observer(
  ({ treatment, dimension, legendHidden }: { readonly treatment: TreatmentStore; readonly dimension: PlanDimension; readonly legendHidden?: boolean }) => {
    const plan = treatment.plan;
    const discounts = dimension === 'delivery' ? treatment.discounts : [];
    const choices: Choice[] = treatment.choices(dimension).map((candidate) => {
      const value = valueOf(candidate, dimension);
      const price = treatment.priceWith(dimension, value);
      const discount = discounts.find((entry) => entry.frequencyOfDelivery === value);
      return {
        value: String(value),
        label: choiceLabel(candidate, dimension),
        detail: detailOf(candidate, dimension) ?? (discount && discount.discountPercent > 0 ? `Save ${discount.discountPercent}%` : undefined),
        badge: badgeOf(candidate, dimension),
        aside: price ? <PriceTag offer={price.offerPrice} regular={price.strikeThroughPrice} per={`/${deliveryLabel(price.frequencyOfDelivery).replace('Delivered every ', '')}`} /> : undefined,
      };
    });
    return (
      <ChoiceList
        legend={LEGENDS[dimension]}
        legendHidden={legendHidden}
        choices={choices}
        selected={plan ? [String(valueOf(plan, dimension))] : []}
        onChoose={(value) => treatment.choose(dimension, dimension === 'reception' || dimension === 'delivery' ? Number(value) : value)}
        disabled={treatment.saving}
      />
    );
  },
);
