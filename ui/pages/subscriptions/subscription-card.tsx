import './subscription-card.css';
import { translate } from '../../i18n/translate';
import { Callout, Card, H2, Intent, Tag } from '@blueprintjs/core';
import { ArrowRight } from '@blueprintjs/icons';
import { Link } from 'react-router-dom';
import type { CardOnFileFacts } from '../../../domain/billing/card-expiry';
import { cardExpiryWarning } from '../../components/patient-area/billing-texts';
import type { Patient } from '../../../domain/entities/patient';
import type { Subscription } from '../../../domain/entities/subscription';
import { nextBilling, NEXT_BILLING_WORDS } from '../../../domain/billing/next-billing';
import { primaryAction } from '../../../domain/subscription-actions/subscription-actions';
import { planLine } from '../../../domain/subscription-plan/plan-summary';
import { PRODUCT_TYPE_NAMES } from '../../../domain/shared/product-type';
import { subscriptionStatusLabel } from '../../../domain/subscription-status/status-label';
import { LinkButton } from '../../components/link-button';
import { ProductImage } from '../../components/product-image';
import { SUBSCRIPTION_CARD_IMAGE_SIZE } from './subscription-card-image-size';
import { PaymentFailureNotice } from '../../components/patient-area/payment-failure-notice';
import { showDate } from '../../components/patient-area/show-date';
import type { ZonePort } from '../../../application/ports/zone.port';
import { useZone } from '../../components/use-zone';
import { startAgainPath } from '../../components/patient-area/start-again-path';
import { useClock } from '../../components/use-clock';
import { observer } from 'mobx-react-lite';
import { useTranslate } from '../../i18n/use-translate';

/** The line about money to come (the rule every screen follows): its date, or why there is none; nothing once it has ended. */
const billingLine = (subscription: Subscription, zone: ZonePort): string | null => {
  const next = nextBilling(subscription);
  if (next.kind === 'scheduled') return translate('Next billing: {date}', { date: showDate(next.date, zone) ?? next.date });
  return next.kind === 'paused' || next.kind === 'awaiting-approval'
    ? translate('Next billing: {date}', { date: translate(NEXT_BILLING_WORDS[next.kind]) })
    : null;
};

/** The patient's card on file as /me gives it (last four digits, type, expiry), or null without one. */
export const cardOnFileFacts = (card: Patient['creditCard'] | undefined): CardOnFileFacts | null =>
  card?.cardNumber ? { last4: card.cardNumber.slice(-4), cardType: card.cardType ?? null, expirationDate: card.expirationDate ?? null } : null;

/** The card will have stopped working by the next billing date: said ahead of time, with the way to change it. */
const ExpiringCard = observer(function ExpiringCard({ subscription, card }: { readonly subscription: Subscription; readonly card: CardOnFileFacts | null }) {
  const zone = useZone();
  const _ = useTranslate();
  const clock = useClock();
  const next = nextBilling(subscription);
  const warning = card && next.kind === 'scheduled' ? cardExpiryWarning(card, next.date, showDate(next.date, zone) ?? next.date, clock.now()) : null;
  if (!warning) return null;
  return (
    <Callout intent={Intent.WARNING} compact className="card-expiry-warning">
      <p className="card-expiry-text">{warning}</p>
      <LinkButton to={`/user/subscriptions/${subscription._id}`} state={{ open: 'changeCard' }} intent="warning">
        {_('Update your card')}
      </LinkButton>
    </Callout>
  );
});

/** The action the card leads with (spec §4), as a link to where it happens. */
const PrimaryAction = observer(function PrimaryAction({ subscription }: { readonly subscription: Subscription }) {
  const _ = useTranslate();
  const clock = useClock();
  const id = subscription._id;
  switch (primaryAction(subscription, clock.now())) {
    case 'continueRegistration':
      return (
        <LinkButton to={`/user/new-subscription/${id}`} intent="primary">
          {_('Continue registration')}
        </LinkButton>
      );
    case 'followUp':
      return (
        <LinkButton to={`/user/subscriptions/${id}`} state={{ open: 'followUp' }} intent="primary">
          {_('Answer your provider')}
        </LinkButton>
      );
    case 'reactivate':
      return (
        <LinkButton to={`/user/subscriptions/${id}`} state={{ open: 'reactivate' }} intent="primary">
          {_('Reactivate')}
        </LinkButton>
      );
    case 'renew':
      return (
        <LinkButton to={`/user/subscriptions/renewal/${id}`} intent="primary">
          {_('Renew')}
        </LinkButton>
      );
    case 'startAgain':
      return (
        <LinkButton to={startAgainPath(subscription.productType)} intent="primary">
          {_('Start again')}
        </LinkButton>
      );
    default:
      return null;
  }
});

export const SubscriptionCard = observer(function SubscriptionCard({
  subscription,
  card,
  belowFold,
}: {
  readonly subscription: Subscription;
  readonly card: CardOnFileFacts | null;
  /** Off the first screen: its picture loads as it comes near. */
  readonly belowFold?: boolean;
}) {
  const _ = useTranslate();
  const zone = useZone();
  const title = subscription.plan?.productName ?? translate(PRODUCT_TYPE_NAMES[subscription.productType]);
  const plan = planLine(subscription.plan);
  const billing = billingLine(subscription, zone);
  const titleId = `subscription-${subscription._id}`;
  return (
    <Card className="subscription-card" elevation={1} aria-labelledby={titleId} role="group">
      <div className="subscription-card-head">
        <ProductImage
          src={subscription.plan?.productImgUrl}
          name={title}
          productType={subscription.productType}
          size={SUBSCRIPTION_CARD_IMAGE_SIZE}
          belowFold={belowFold}
        />
        <div className="subscription-card-name">
          <H2 className="subscription-card-title" id={titleId}>
            {title}
          </H2>
          {title !== translate(PRODUCT_TYPE_NAMES[subscription.productType]) && (
            <p className="subscription-card-type">{translate(PRODUCT_TYPE_NAMES[subscription.productType])}</p>
          )}
        </div>
        <Tag round minimal className="status-tag">
          {translate(subscriptionStatusLabel(subscription.status, subscription.isApproved))}
        </Tag>
      </div>
      {plan && <p className="subscription-card-plan">{plan}</p>}
      {billing && <p className="subscription-card-billing">{billing}</p>}
      <PaymentFailureNotice
        failure={subscription.paymentFailure}
        compact
        payAction={
          <LinkButton to={`/user/subscriptions/${subscription._id}`} state={{ open: 'updateCardAndPay' }} intent="danger">
            {_('Update card and pay')}
          </LinkButton>
        }
      />
      <ExpiringCard subscription={subscription} card={card} />
      <div className="subscription-card-actions">
        <PrimaryAction subscription={subscription} />
        <Link to={`/user/subscriptions/${subscription._id}`} className="details-link" aria-label={_('View details of {title}', { title })}>
          {_('View details')} <ArrowRight size={12} />
        </Link>
      </div>
    </Card>
  );
});
