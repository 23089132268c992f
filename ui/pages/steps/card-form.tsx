import { Callout, Intent, Spinner } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect, type FormEvent } from 'react';
import { formatUsd } from '../../../domain/billing/usd';
import { formatCardNumber, formatExpiry } from '../../../domain/registration-flow/card-entry';
import { TextField } from '../../components/text-field';
import type { PaymentStore } from '../../stores/registration/payment.store';
import { StepActions } from '../../components/registration/step-actions';
import { StepHeading } from '../../components/registration/step-heading';

const PROVIDER_FIELD_ID = 'provider-card-field';

/** The card sub-step: what is held today, the card (the app's fields, or the provider's own), and Pay. */
export const CardForm = observer(function CardForm({ payment }: { readonly payment: PaymentStore }) {
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
        <span id="card-heading">Payment</span>
      </StepHeading>
      {summary === null && payment.summaryError === null && <Spinner size={24} aria-label="Loading the price" />}
      {payment.summaryError && (
        <Callout intent={Intent.DANGER} role="alert">
          {payment.summaryError}
        </Callout>
      )}
      {first && (
        <dl className="payment-summary">
          <dt>Due today (held until your provider approves)</dt>
          <dd>{formatUsd(first.total)}</dd>
          {first.couponDiscount > 0 && (
            <>
              <dt>Coupon savings</dt>
              <dd>{`-${formatUsd(first.couponDiscount)}`}</dd>
            </>
          )}
          {second && (
            <>
              <dt>Next delivery</dt>
              <dd>{formatUsd(second.total)}</dd>
            </>
          )}
        </dl>
      )}
      {payment.alreadyPaid ? (
        <Callout intent={Intent.SUCCESS}>Your payment is held for this treatment. Continue to the next step.</Callout>
      ) : (
        <>
          <div id={PROVIDER_FIELD_ID} className={payment.entry?.collects === 'provider-field' ? 'provider-card-field' : 'provider-card-field is-unused'} />
          {payment.entryError && (
            <Callout intent={Intent.DANGER} role="alert">
              {payment.entryError}
            </Callout>
          )}
          {payment.entry?.collects === 'own-fields' && (
            <>
              {payment.entry.processor === 'sandbox' && (
                <p className="step-note">Test mode: no money moves. Use the card 4242 4242 4242 4242 with any future date and any 3 digits.</p>
              )}
              <TextField
                label="Card number"
                autoComplete="cc-number"
                value={payment.card.number}
                onChange={(value) => payment.setCard('number', formatCardNumber(value))}
                onBlur={() => payment.touchCard('number')}
                error={payment.cardFieldError('number')}
              />
              <div className="form-row">
                <TextField
                  label="Expiry (MM/YY)"
                  autoComplete="cc-exp"
                  value={payment.card.expiry}
                  onChange={(value) => payment.setCard('expiry', formatExpiry(value, payment.card.expiry))}
                  onBlur={() => payment.touchCard('expiry')}
                  error={payment.cardFieldError('expiry')}
                />
                <TextField
                  label="Security code"
                  autoComplete="cc-csc"
                  value={payment.card.cvc}
                  onChange={(value) => payment.setCard('cvc', value.replace(/\D/g, '').slice(0, 4))}
                  onBlur={() => payment.touchCard('cvc')}
                  error={payment.cardFieldError('cvc')}
                />
              </div>
            </>
          )}
        </>
      )}
      <StepActions
        error={payment.payError}
        busy={payment.paying}
        disabled={!payment.alreadyPaid && (!summary || !payment.entry)}
        label={payment.alreadyPaid ? 'Continue' : first ? `Pay ${formatUsd(first.total)}` : 'Pay'}
      />
    </form>
  );
});
