import { observer } from 'mobx-react-lite';
import { mostPopularChoice, valueOf, type PlanCandidate, type PlanDimension } from '../../../domain/registration-flow/plan-choices';
import { couponsComeOffEveryDelivery, eachDeliveryPrice } from '../../../domain/registration-flow/price-display';
import { useStores } from '../../app/container-context';
import { TREATMENT_ORDER, type TreatmentStore } from '../../stores/registration/treatment.store';
import { ChoiceList, type Choice } from '../../components/registration/choice-list';
import { isPictured, PlanPicture } from '../../components/registration/plan-picture';
import { PriceTag } from '../../components/registration/price-tag';
import { STORES } from '../../stores/store-areas';
import { msg } from '../../i18n/msg';
import { useTranslate } from '../../i18n/use-translate';
import { choiceText, perDeliveryText } from '../../i18n/plan-texts';

const LEGENDS: Readonly<Record<PlanDimension, string>> = {
  variation: msg('Treatment'),
  dose: msg('Dose'),
  reception: msg('Uses a month'),
  delivery: msg('Delivery'),
  product: msg('Medicine'),
  view: msg('Generic or brand name'),
};

/** The choices a phone's first screen holds: the pictures of those after them load as they come near. */
const FIRST_SCREEN_CHOICES = 3;

const detailOf = (candidate: PlanCandidate, dimension: PlanDimension): string | undefined => {
  if (dimension === 'variation') return `${candidate.product.productName}: ${candidate.variation.variationDescription}`;
  if (dimension === 'dose') return candidate.dose.description;
  return undefined;
};

/**
 * One dimension of the plan to choose, each option with what each delivery would cost if it were chosen: a
 * coupon for the first deliveries only is not in it (the plan's review shows the first delivery apart).
 */
export const PlanChoice = observer(function PlanChoice({
  treatment,
  dimension,
  legendHidden,
}: {
  readonly treatment: TreatmentStore;
  readonly dimension: PlanDimension;
  readonly legendHidden?: boolean;
}) {
  const _ = useTranslate();
  const registration = useStores(STORES.registration).registration;
  const everyDelivery = couponsComeOffEveryDelivery(registration.subscription?.coupons ?? []);
  const plan = treatment.plan;
  const discounts = dimension === 'delivery' ? treatment.discounts : [];
  const popular = mostPopularChoice(treatment.candidates, TREATMENT_ORDER, treatment.draft, dimension);
  const choices: Choice[] = treatment.choices(dimension).map((candidate, index) => {
    const value = valueOf(candidate, dimension);
    const price = treatment.priceWith(dimension, value);
    const each = price ? eachDeliveryPrice(price, everyDelivery) : null;
    const discount = discounts.find((entry) => entry.frequencyOfDelivery === value);
    const saving = discount ? eachDeliveryPrice(discount, everyDelivery).savingPercent : 0;
    return {
      value: String(value),
      label: choiceText(candidate, dimension),
      detail: detailOf(candidate, dimension) ?? (saving > 0 ? _('Save {saving}%', { saving }) : undefined),
      badge: value === popular ? _('Most popular') : undefined,
      image: isPictured(dimension) ? <PlanPicture plan={candidate} dimension={dimension} size={56} belowFold={index >= FIRST_SCREEN_CHOICES} /> : undefined,
      aside: price && each ? <PriceTag offer={each.offer} regular={each.regular} per={`/${perDeliveryText(price.frequencyOfDelivery)}`} /> : undefined,
    };
  });
  return (
    <ChoiceList
      legend={_(LEGENDS[dimension])}
      legendHidden={legendHidden}
      choices={choices}
      selected={plan ? [String(valueOf(plan, dimension))] : []}
      onChoose={(value) => treatment.choose(dimension, dimension === 'reception' || dimension === 'delivery' ? Number(value) : value)}
      disabled={treatment.saving}
    />
  );
});
