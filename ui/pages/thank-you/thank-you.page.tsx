import './thank-you.css';
import { Button, Card, Intent } from '@blueprintjs/core';
import { TickCircle } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { PRODUCT_TYPE_NAMES } from '../../../domain/shared/product-type';
import { planLine } from '../../../domain/subscription-plan/plan-summary';
import { useStores } from '../../app/container-context';
import { useGoToDashboard } from '../../app/use-go-to-dashboard';
import { STORES } from '../../stores/store-areas';
import { useTranslate } from '../../i18n/use-translate';
import { translate } from '../../i18n/translate';

/** /thank-you: the registration is done; the provider reviews it (the subscription shows 'In Review'). */
export const ThankYouPage = observer(function ThankYouPage() {
  const _ = useTranslate();
  const registration = useStores(STORES.registration).registration;
  const session = useStores(STORES.app).session;
  const goToDashboard = useGoToDashboard();
  const heading = useRef<HTMLHeadingElement>(null);
  const subscription = registration.isDone ? registration.subscription : null;
  const plan = subscription ? planLine(subscription.plan) : null;

  useEffect(() => {
    heading.current?.focus();
  }, []);

  return (
    <Card className="thank-you" elevation={1}>
      <TickCircle className="thank-you-icon" size={48} aria-hidden="true" />
      <h2 ref={heading} tabIndex={-1} className="thank-you-title">
        {session.user?.firstName ? _('Thank you, {firstName}!', { firstName: session.user.firstName }) : _('Thank you!')}
      </h2>
      <p className="thank-you-lead">
        {subscription
          ? _('Your online visit is complete for {treatment}. A licensed provider will review your answers, usually within one business day.', {
              treatment: translate(PRODUCT_TYPE_NAMES[subscription.productType]).toLowerCase(),
            })
          : _('Your online visit is complete. A licensed provider will review your answers, usually within one business day.')}
      </p>
      {plan && <p className="thank-you-plan">{plan}</p>}
      <ol className="thank-you-next">
        <li>{_('Your provider reviews your visit and may message you with questions.')}</li>
        <li>{_('Once approved, your payment is taken and your treatment ships in discreet packaging.')}</li>
        <li>{_('You can follow your treatment, orders and messages from your dashboard.')}</li>
      </ol>
      <Button intent={Intent.PRIMARY} size="large" fill text={_('Go to my dashboard')} onClick={() => void goToDashboard()} />
    </Card>
  );
});
