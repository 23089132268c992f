import { Button, Callout, Intent } from '@blueprintjs/core';
import { Error as ErrorIcon } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import type { PaymentFailure } from '../../../domain/billing/payment-failure';
import { useStores } from '../../app/container-context';
import { paymentFailureText } from './billing-texts';
import { showDate } from './show-date';
import { useZone } from '../use-zone';
import { useTranslate } from '../../i18n/use-translate';
import { STORES } from '../../stores/store-areas';

interface PaymentFailureNoticeProps {
  readonly failure: PaymentFailure | null | undefined;
  readonly compact?: boolean;
  /** 'Update card and pay': a button on the treatment's page, a link to it on the dashboard. */
  readonly payAction: ReactNode;
}

/**
 * A renewal the card refused, on the dashboard card and the treatment's page: what was not paid, when and
 * why, that deliveries wait for it, the way to pay it with another card, and a way to reach the team.
 */
export const PaymentFailureNotice = observer(function PaymentFailureNotice({ failure, compact = false, payAction }: PaymentFailureNoticeProps) {
  const zone = useZone();
  const _ = useTranslate();
  const help = useStores(STORES.app).helpPanel;
  if (!failure) return null;
  const day = showDate(failure.billingDate, zone) ?? failure.billingDate.slice(0, 10);
  return (
    <Callout intent={Intent.DANGER} icon={<ErrorIcon />} compact className={compact ? 'payment-failure compact' : 'page-callout payment-failure'}>
      <p className="payment-failure-text">
        {paymentFailureText(failure, day)} {_('Your next delivery waits until it is paid.')}
      </p>
      <div className="payment-failure-actions">
        {payAction}
        <Button variant="minimal" size="small" intent={Intent.DANGER} className="payment-failure-contact" onClick={() => help.openContact('account')}>
          {_('Contact us about this payment')}
        </Button>
      </div>
    </Callout>
  );
});
