import { Card, H2, Tag } from '@blueprintjs/core';
import { ArrowRight } from '@blueprintjs/icons';
import { Link } from 'react-router-dom';
import type { Subscription } from '../../../domain/entities/subscription';
import { nextBilling, NEXT_BILLING_WORDS } from '../../../domain/billing/next-billing';
import { primaryAction } from '../../../domain/subscription-actions/subscription-actions';
import { planLine } from '../../../domain/subscription-plan/plan-summary';
import { PRODUCT_TYPE_NAMES } from '../../../domain/shared/product-type';
import { subscriptionStatusLabel } from '../../../domain/subscription-status/status-label';
import { LinkButton } from '../../components/link-button';
import { PaymentFailureNotice } from '../../components/patient-area/payment-failure-notice';
import { showDate } from '../../components/patient-area/show-date';
import { startAgainPath } from '../../components/patient-area/start-again-path';
import { observer } from 'mobx-react-lite';

/** The line about money to come (the rule every screen follows): its date, or why there is none; nothing once it has ended. */
const billingLine = (subscription: Subscription): string | null => {
  const next = nextBilling(subscription);
  if (next.kind === 'scheduled') return `Next billing: ${showDate(next.date) ?? next.date}`;
  return next.kind === 'paused' || next.kind === 'awaiting-approval' ? `Next billing: ${NEXT_BILLING_WORDS[next.kind]}` : null;
};

/** The action the card leads with (spec §4), as a link to where it happens. */
const PrimaryAction = observer(function PrimaryAction({ subscription }: { readonly subscription: Subscription }) {
  const id = subscription._id;
  switch (primaryAction(subscription, Date.now())) {
    case 'continueRegistration':
      return (
        <LinkButton to={`/user/new-subscription/${id}`} intent="primary">
          Continue registration
        </LinkButton>
      );
    case 'followUp':
      return (
        <LinkButton to={`/user/subscriptions/${id}`} state={{ open: 'followUp' }} intent="primary">
          Answer your provider
        </LinkButton>
      );
    case 'reactivate':
      return (
        <LinkButton to={`/user/subscriptions/${id}`} state={{ open: 'reactivate' }} intent="primary">
          Reactivate
        </LinkButton>
      );
    case 'renew':
      return <LinkButton to={`/user/subscriptions/renewal/${id}`} intent="primary">Renew</LinkButton>;
    case 'startAgain':
      return (
        <LinkButton to={startAgainPath(subscription.productType)} intent="primary">
          Start again
        </LinkButton>
      );
    default:
      return null;
  }
});

export const SubscriptionCard = observer(function SubscriptionCard({ subscription }: { readonly subscription: Subscription }) {
  const title = subscription.plan?.productName ?? PRODUCT_TYPE_NAMES[subscription.productType];
  const plan = planLine(subscription.plan);
  const billing = billingLine(subscription);
  const titleId = `subscription-${subscription._id}`;
  return (
    <Card className="subscription-card" elevation={1} aria-labelledby={titleId} role="group">
      <div className="subscription-card-head">
        <H2 className="subscription-card-title" id={titleId}>
          {title}
        </H2>
        <Tag round minimal className="status-tag">
          {subscriptionStatusLabel(subscription.status, subscription.isApproved)}
        </Tag>
      </div>
      {title !== PRODUCT_TYPE_NAMES[subscription.productType] && <p className="subscription-card-type">{PRODUCT_TYPE_NAMES[subscription.productType]}</p>}
      {plan && <p className="subscription-card-plan">{plan}</p>}
      {billing && <p className="subscription-card-billing">{billing}</p>}
      <PaymentFailureNotice failure={subscription.paymentFailure} compact />
      <div className="subscription-card-actions">
        <PrimaryAction subscription={subscription} />
        <Link to={`/user/subscriptions/${subscription._id}`} className="details-link" aria-label={`View details of ${title}`}>
          View details <ArrowRight size={12} />
        </Link>
      </div>
    </Card>
  );
});
