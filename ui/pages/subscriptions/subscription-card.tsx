import { Card, H2, Tag } from '@blueprintjs/core';
import type { Subscription } from '../../../domain/entities/subscription';
import { PRODUCT_TYPE_NAMES } from '../../../domain/shared/product-type';
import { subscriptionStatusLabel } from '../../../domain/subscription-status/status-label';

const planLine = (subscription: Subscription): string | null => {
  const plan = subscription.plan;
  if (!plan) return null;
  const dose = plan.weight !== undefined ? `${plan.weight}${plan.measure ?? ''}` : null;
  return [plan.variationName, dose].filter(Boolean).join(' · ') || null;
};

export const SubscriptionCard = ({ subscription }: { readonly subscription: Subscription }) => {
  const title = subscription.plan?.productName ?? PRODUCT_TYPE_NAMES[subscription.productType];
  const plan = planLine(subscription);
  return (
    <Card className="subscription-card" elevation={1}>
      <div className="subscription-card-head">
        <H2 className="subscription-card-title">{title}</H2>
        <Tag round minimal>
          {subscriptionStatusLabel(subscription.status, subscription.isApproved)}
        </Tag>
      </div>
      <p className="subscription-card-type">{PRODUCT_TYPE_NAMES[subscription.productType]}</p>
      {plan && <p>{plan}</p>}
    </Card>
  );
};
