import './card-entry-fields.css';
import { Callout, Intent } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import type { CardEntry } from '../../application/use-cases/payments/prepare-card-entry.use-case';
import { formatCardNumber, formatExpiry } from '../../domain/registration-flow/card-entry';
import { TextField } from './text-field';
import { useTranslate } from '../i18n/use-translate';

type CardField = 'number' | 'expiry' | 'cvc';

/** What the fields read and write: the payment step's store and the card-on-file form alike. */
export interface CardEntryFieldsState {
  readonly entry: CardEntry | null;
  readonly entryError: string | null;
  readonly card: Readonly<Record<CardField, string>>;
  setCard(field: CardField, value: string): void;
  touchCard(field: CardField): void;
  cardFieldError(field: CardField): string | null;
}

/**
 * A card as the configured provider takes it: the provider's own field mounted in the element
 * `providerFieldId` (Stripe Elements), or the app's fields (the sandbox, the second processor), formatted
 * as typed and checked when left.
 */
export const CardEntryFields = observer(function CardEntryFields({
  form,
  providerFieldId,
}: {
  readonly form: CardEntryFieldsState;
  readonly providerFieldId: string;
}) {
  const _ = useTranslate();
  return (
    <>
      <div id={providerFieldId} className={form.entry?.collects === 'provider-field' ? 'provider-card-field' : 'provider-card-field is-unused'} />
      {form.entryError && (
        <Callout intent={Intent.DANGER} role="alert">
          {form.entryError}
        </Callout>
      )}
      {form.entry?.collects === 'own-fields' && (
        <>
          {form.entry.processor === 'sandbox' && (
            <p className="card-entry-note">{_('Test mode: no money moves. Use the card 4242 4242 4242 4242 with any future date and any 3 digits.')}</p>
          )}
          <TextField
            label={_('Card number')}
            autoComplete="cc-number"
            value={form.card.number}
            onChange={(value) => form.setCard('number', formatCardNumber(value))}
            onBlur={() => form.touchCard('number')}
            error={form.cardFieldError('number')}
          />
          <div className="form-row">
            <TextField
              label={_('Expiry (MM/YY)')}
              autoComplete="cc-exp"
              value={form.card.expiry}
              onChange={(value) => form.setCard('expiry', formatExpiry(value, form.card.expiry))}
              onBlur={() => form.touchCard('expiry')}
              error={form.cardFieldError('expiry')}
            />
            <TextField
              label={_('Security code')}
              autoComplete="cc-csc"
              value={form.card.cvc}
              onChange={(value) => form.setCard('cvc', value.replace(/\D/g, '').slice(0, 4))}
              onBlur={() => form.touchCard('cvc')}
              error={form.cardFieldError('cvc')}
            />
          </div>
        </>
      )}
    </>
  );
});
