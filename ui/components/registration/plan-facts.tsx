import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import type { PlanCandidate } from '../../../domain/registration-flow/plan-choices';
import { doseLabel } from '../../../domain/subscription-plan/plan-summary';
import { deliveryText, usesText } from '../../i18n/plan-texts';
import { useTranslate } from '../../i18n/use-translate';

/** A chosen plan's facts (treatment, dose, uses, delivery), then whatever else the screen lists of it. */
export const PlanFacts = observer(function PlanFacts({ plan, children }: { readonly plan: PlanCandidate; readonly children?: ReactNode }) {
  const _ = useTranslate();
  return (
    <dl className="plan-summary-list">
      <dt>{_('Treatment')}</dt>
      <dd>{`${plan.product.productName}, ${plan.variation.variationName}`}</dd>
      <dt>{_('Dose')}</dt>
      <dd>{doseLabel(plan.dose.weight, plan.dose.measure)}</dd>
      <dt>{_('Uses')}</dt>
      <dd>{usesText(plan.reception)}</dd>
      <dt>{_('Delivery')}</dt>
      <dd>{deliveryText(plan.delivery)}</dd>
      {children}
    </dl>
  );
});
