import { observer } from 'mobx-react-lite';
import { deliveryLabel } from '../../../domain/subscription-plan/plan-summary';
import { choiceLabel, mostPopularChoice, valueOf, type PlanCandidate, type PlanDimension } from '../../../domain/registration-flow/plan-choices';
import { couponsComeOffEveryDelivery, eachDeliveryPrice } from '../../../domain/registration-flow/price-display';
import { useStores } from '../../app/container-context';
import { TREATMENT_ORDER, type TreatmentStore } from '../../stores/registration/treatment.store';
import { ChoiceList, type Choice } from '../../components/registration/choice-list';
import { PriceTag } from '../../components/registration/price-tag';
import { STORES } from '../../stores/store-areas';

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

/**
 * One dimension of the plan to choose, each option with what each delivery would cost if it were chosen: a
 * coupon for the first deliveries only is not in it (the plan's review shows the first delivery apart).
 */
export const PlanChoice = observer(
  function PlanChoice({ treatment, dimension, legendHidden }: { readonly treatment: TreatmentStore; readonly dimension: PlanDimension; readonly legendHidden?: boolean }) {
    const registration = useStores(STORES.app).registration;
    const everyDelivery = couponsComeOffEveryDelivery(registration.subscription?.coupons ?? []);
    const plan = treatment.plan;
    const discounts = dimension === 'delivery' ? treatment.discounts : [];
    const popular = mostPopularChoice(treatment.candidates, TREATMENT_ORDER, treatment.draft, dimension);
    const choices: Choice[] = treatment.choices(dimension).map((candidate) => {
      const value = valueOf(candidate, dimension);
      const price = treatment.priceWith(dimension, value);
      const each = price ? eachDeliveryPrice(price, everyDelivery) : null;
      const discount = discounts.find((entry) => entry.frequencyOfDelivery === value);
      const saving = discount ? eachDeliveryPrice(discount, everyDelivery).savingPercent : 0;
      return {
        value: String(value),
        label: choiceLabel(candidate, dimension),
        detail: detailOf(candidate, dimension) ?? (saving > 0 ? `Save ${saving}%` : undefined),
        badge: value === popular ? 'Most popular' : undefined,
        aside:
          price && each ? <PriceTag offer={each.offer} regular={each.regular} per={`/${deliveryLabel(price.frequencyOfDelivery).replace('Delivered every ', '')}`} /> : undefined,
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
