import { Button, Callout, Intent, NonIdealState } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { brandOffers, treatmentsOnBrand } from '../../../domain/brands/brand';
import { brandHost } from '../../../domain/brands/brand-for-host';
import { slugForProductType } from '../../../domain/routing/product-slug';
import { PRODUCT_TYPE_NAMES, PRODUCT_TYPES, type ProductType } from '../../../domain/shared/product-type';
import { useStores } from '../../app/container-context';
import type { SubscriptionsStore } from '../../stores/shell/subscriptions.store';
import { RefreshError } from '../../components/refresh-error';
import { cardOnFileFacts, SubscriptionCard } from './subscription-card';
import { TreatmentsLoading } from './treatments-loading';
import { useTranslate } from '../../i18n/use-translate';
import { currentLanguage, translate } from '../../i18n/translate';
import { STORES } from '../../stores/store-areas';

/** The cards a phone's first screen holds: the pictures of those after them load as they come near. */
const FIRST_SCREEN_CARDS = 2;

/** One way into an online visit per treatment the brand offers (the new-subscription steps). */
const StartVisitLinks = observer(function StartVisitLinks() {
  const _ = useTranslate();
  const brand = useStores(STORES.app).brand;
  return (
    <nav aria-label={_('Start an online visit')}>
      <ul className="treatment-choices">
        {PRODUCT_TYPES.filter((type) => brandOffers(brand.id, type)).map((type) => (
          <li key={type}>
            <Link className="treatment-choice" to={`/user/new-subscription?visitType=${slugForProductType(type)}`}>
              {translate(PRODUCT_TYPE_NAMES[type])}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
});

/**
 * The treatments of the patient's this brand does not offer (the women's brand hides ed and hl): named in
 * one line, with the way to the brand that manages them, so nothing the patient has is out of reach.
 */
const ElsewhereNote = observer(function ElsewhereNote({ types }: { readonly types: readonly ProductType[] }) {
  const _ = useTranslate();
  const brand = useStores(STORES.app).brand;
  const lowerNames = types.map((type) => translate(PRODUCT_TYPE_NAMES[type]).toLowerCase());
  const language = currentLanguage();
  const names = language === 'en' ? lowerNames.join(' and ') : new Intl.ListFormat(language, { type: 'conjunction' }).format(lowerNames);
  const { id, name } = brand.otherBrand;
  const host = brandHost(id, window.location.hostname, window.location.port, brand.hostGroups);
  const appOrigin = host ? `${window.location.protocol}//${host}` : null;
  return (
    <p className="elsewhere-note">
      {types.length > 1
        ? _('Your {names} treatments are managed at {brand}.', { names, brand: name })
        : _('Your {names} treatment is managed at {brand}.', { names, brand: name })}{' '}
      {appOrigin && <a href={`${appOrigin}/user/subscriptions`}>{_('Open {name}', { name })}</a>}
    </p>
  );
});

/** The dashboard's treatments the brand offers: loading, the error with a retry, none yet, or a card for each (a failed reload keeps them, with a quiet note). */
export const TreatmentList = observer(function TreatmentList({
  subscriptions,
  onRetry,
}: {
  readonly subscriptions: SubscriptionsStore;
  readonly onRetry: () => void;
}) {
  const _ = useTranslate();
  const { brand, session } = useStores(STORES.app);
  // The same facts while the card on file is the same: a new object would draw every card again on each change of the list.
  const creditCard = session.user?.patient?.creditCard;
  const card = useMemo(() => cardOnFileFacts(creditCard), [creditCard]);
  const { shown, elsewhere } = treatmentsOnBrand(brand.id, subscriptions.items);
  return (
    <>
      {(subscriptions.status.phase === 'loading' || subscriptions.status.phase === 'idle') && <TreatmentsLoading />}
      {subscriptions.status.phase === 'error' && (
        <Callout intent={Intent.DANGER} title={_('Your treatments could not be loaded')} role="alert">
          <p>{subscriptions.status.error}</p>
          <Button text={_('Try again')} onClick={onRetry} />
        </Callout>
      )}
      <RefreshError error={subscriptions.status.refreshError} onRetry={onRetry} />
      {elsewhere.length > 0 && <ElsewhereNote types={elsewhere} />}
      {subscriptions.status.phase === 'ready' && shown.length === 0 && (
        <NonIdealState
          className="empty-state"
          title={elsewhere.length > 0 ? _('No treatments with {name} yet', { name: brand.name }) : _('No treatments yet')}
          description="Start an online visit: answer a few medical questions, and a licensed doctor reviews them, usually within a day. Your treatments will be listed here."
          action={<StartVisitLinks />}
        />
      )}
      {shown.length > 0 && (
        <ul className="subscription-list" aria-label={_('Your treatments')}>
          {shown.map((subscription, index) => (
            <li key={subscription._id}>
              <SubscriptionCard subscription={subscription} card={card} belowFold={index >= FIRST_SCREEN_CARDS} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
});
