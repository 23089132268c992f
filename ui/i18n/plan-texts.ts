import { choiceLabel, type PlanCandidate, type PlanDimension } from '../../domain/registration-flow/plan-choices';
import { deliveryLabel, usesLabel } from '../../domain/subscription-plan/plan-summary';
import { translate } from './translate';

/** The number of months between deliveries, as the domain counts it (0 is monthly). */
const monthsOf = (frequencyOfDelivery: number | null | undefined): number => Number(/(\d+) months$/.exec(deliveryLabel(frequencyOfDelivery))?.[1] ?? 1);

/** How often it ships, in the patient's language: 'Delivered every 3 months'. */
export const deliveryText = (frequencyOfDelivery: number | null | undefined): string => {
  const months = monthsOf(frequencyOfDelivery);
  return months === 1 ? translate('Delivered every month') : translate('Delivered every {months} months', { months });
};

/** A price's period after its slash: 'month', '3 months'. */
export const perDeliveryText = (frequencyOfDelivery: number | null | undefined): string => {
  const months = monthsOf(frequencyOfDelivery);
  return months === 1 ? translate('month') : translate('{months} months', { months });
};

/** How often it is used, in the patient's language: '8 uses a month'; null where the domain has none. */
export const usesText = (frequencyOfReception: number | null | undefined): string | null => {
  if (usesLabel(frequencyOfReception) === null) return null;
  const count = frequencyOfReception ?? 0;
  return count === 1 ? translate('1 use a month') : translate('{count} uses a month', { count });
};

/** An option of the plan as the patient reads it: the catalogue's names as they come, our words translated. */
export const choiceText = (candidate: PlanCandidate, dimension: PlanDimension): string => {
  if (dimension === 'delivery') return deliveryText(candidate.delivery);
  if (dimension === 'reception') return usesText(candidate.reception) ?? String(candidate.reception);
  if (dimension === 'view') return choiceLabel(candidate, dimension) === 'Generic' ? translate('Generic') : translate('Brand name');
  return choiceLabel(candidate, dimension);
};
