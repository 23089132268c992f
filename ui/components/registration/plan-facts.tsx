import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import type { PlanCandidate } from '../../../domain/registration-flow/plan-choices';
import { deliveryLabel, doseLabel, usesLabel } from '../../../domain/subscription-plan/plan-summary';

/** A chosen plan's facts (treatment, dose, uses, delivery), then whatever else the screen lists of it. */
export const PlanFacts = observer(function PlanFacts({ plan, children }: { readonly plan: PlanCandidate; readonly children?: ReactNode }) {
  return (
    <dl className="plan-summary-list">
      <dt>Treatment</dt>
      <dd>{`${plan.product.productName}, ${plan.variation.variationName}`}</dd>
      <dt>Dose</dt>
      <dd>{doseLabel(plan.dose.weight, plan.dose.measure)}</dd>
      <dt>Uses</dt>
      <dd>{usesLabel(plan.reception)}</dd>
      <dt>Delivery</dt>
      <dd>{deliveryLabel(plan.delivery)}</dd>
      {children}
    </dl>
  );
});
