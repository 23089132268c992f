import { Button, Callout, Card, H2, Intent, Spinner } from '@blueprintjs/core';
import { CreditCard } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { describeCard } from '../../../domain/billing/card-on-file';
import { CardChangeForm } from '../../components/card-change-form';
import { useStores } from '../../app/container-context';
import { STORES } from '../../stores/store-areas';
import { useTranslate } from '../../i18n/use-translate';
import { RefreshError } from '../../components/refresh-error';

const PROVIDER_FIELD_ID = 'profile-card-field';

/** The card on file (type, last four digits, expiry) and the way to change it; its store's code comes with the page's (ui/app/routes.tsx). */
const PaymentMethod = observer(function PaymentMethod({ patientId }: { readonly patientId: string }) {
  const _ = useTranslate();
  const store = useStores(STORES.patientArea).cardOnFile;
  const [changing, setChanging] = useState(false);
  const changeButton = useRef<HTMLButtonElement>(null);
  const wasChanging = useRef(false);
  useEffect(() => {
    void store.load(patientId);
  }, [store, patientId]);
  // The form closed (saved or cancelled): the keyboard goes back to the button that opened it.
  useEffect(() => {
    if (wasChanging.current && !changing) changeButton.current?.focus();
    wasChanging.current = changing;
  }, [changing]);
  const card = store.card;
  const save = async () => {
    if (await store.save(patientId)) setChanging(false);
  };
  return (
    <>
      {store.status.phase === 'loading' && <Spinner size={20} aria-label={_('Loading your card on file')} />}
      {store.status.error && (
        <p role="alert">
          {_('Your card could not be loaded:')} {store.status.error}
        </p>
      )}
      <RefreshError error={store.status.refreshError} onRetry={() => void store.load(patientId)} />
      {store.status.phase === 'ready' &&
        (card ? (
          <dl className="profile-facts payment-method-card">
            <div>
              <dt>{_('Card')}</dt>
              <dd>
                <CreditCard aria-hidden="true" /> {describeCard(card) ?? _('Card on file')}
              </dd>
            </div>
            <div>
              <dt>{_('Expires')}</dt>
              <dd>{card.expirationDate ?? _('Not known')}</dd>
            </div>
          </dl>
        ) : (
          <p className="ma-muted">{_('No card on file yet. You add one when you pay for a treatment.')}</p>
        ))}
      <div role="status">
        {store.done && !changing && (
          <Callout intent={Intent.SUCCESS} compact className="profile-callout">
            {_(store.done)}
          </Callout>
        )}
      </div>
      {changing ? (
        <CardChangeForm
          store={store}
          providerFieldId={PROVIDER_FIELD_ID}
          submitText={_('Save card')}
          onSubmit={() => void save()}
          onCancel={() => setChanging(false)}
        />
      ) : (
        card && <Button ref={changeButton} variant="outlined" icon={<CreditCard />} text={_('Change card')} onClick={() => setChanging(true)} />
      )}
    </>
  );
});

/**
 * Account Info's 'Payment method': the card renewals are charged on, changed through the card provider
 * (the same as at registration). Every treatment is billed on the new card from then on.
 */
export const PaymentMethodSection = observer(function PaymentMethodSection({ patientId }: { readonly patientId: string }) {
  const _ = useTranslate();
  return (
    <Card className="profile-section" role="region" aria-labelledby="payment-method-title" id="payment-method">
      <H2 id="payment-method-title">{_('Payment method')}</H2>
      <PaymentMethod patientId={patientId} />
    </Card>
  );
});
