import { Callout, Intent, Spinner } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect, type FormEvent } from 'react';
import { localMoney } from '../../i18n/local-money';
import { CardEntryFields } from '../../components/card-entry-fields';
import type { CardPaymentStore } from '../../stores/registration/card-payment.store';
import { StepActions } from '../../components/registration/step-actions';
import { StepHeading } from '../../components/registration/step-heading';
import { useTranslate } from '../../i18n/use-translate';

const PROVIDER_FIELD_ID = 'provider-card-field';

/** The card sub-step: what is held today, the card (the app's fields, or the provider's own), and Pay. */
export const CardForm = observer(function CardForm({ payment }: { readonly payment: CardPaymentStore }) {
  const _ = useTranslate();
  useEffect(() => {
    void payment.openCard(`#${PROVIDER_FIELD_ID}`);
    return () => payment.closeCard();
  }, [payment]);

  const summary = payment.summary;
  const first = summary?.periods[0];
  const second = summary?.periods[1];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (payment.alreadyPaid) void payment.continueAfterPayment();
    else void payment.pay();
  };

  return (
    <form className="step-form" onSubmit={submit} noValidate aria-labelledby="card-heading">
      <StepHeading focusKey="card">
        <span id="card-heading">{_('Payment')}</span>
      </StepHeading>
      {summary === null && payment.summaryError === null && <Spinner size={24} aria-label={_('Loading the price')} />}
      {payment.summaryError && (
        <Callout intent={Intent.DANGER} role="alert">
          {payment.summaryError}
        </Callout>
      )}
      {first && (
        <dl className="payment-summary">
          <dt>{_('Due today (held until your provider approves)')}</dt>
          <dd>{localMoney(first.total)}</dd>
          {first.couponDiscount > 0 && (
            <>
              <dt>{_('Coupon savings')}</dt>
              <dd>{localMoney(-first.couponDiscount)}</dd>
            </>
          )}
          {second && (
            <>
              <dt>{_('Next delivery')}</dt>
              <dd>{localMoney(second.total)}</dd>
            </>
          )}
        </dl>
      )}
      {payment.alreadyPaid ? (
        <Callout intent={Intent.SUCCESS}>{_('Your payment is held for this treatment. Continue to the next step.')}</Callout>
      ) : (
        <CardEntryFields form={payment} providerFieldId={PROVIDER_FIELD_ID} />
      )}
      <StepActions
        error={payment.payError}
        busy={payment.paying}
        disabled={!payment.alreadyPaid && (!summary || !payment.entry)}
        label={payment.alreadyPaid ? _('Continue') : first ? _('Pay {formatUsd}', { formatUsd: localMoney(first.total) }) : _('Pay')}
      />
    </form>
  );
});
