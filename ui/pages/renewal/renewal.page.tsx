import '../../components/patient-area/patient-area.css';
import { Button, Callout, Card, H1, H2, Intent, NonIdealState, Spinner } from '@blueprintjs/core';
import { ArrowLeft } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { describeCard } from '../../../domain/billing/card-on-file';
import { formatUsd } from '../../../domain/billing/usd';
import { RENEWAL_REFUSALS, renewalRefusal } from '../../../domain/subscription-actions/renewal-refusal';
import { PATIENT_AREA_MESSAGES } from '../../../domain/subscription-actions/patient-area-messages';
import { planLine } from '../../../domain/subscription-plan/plan-summary';
import { PRODUCT_TYPE_NAMES } from '../../../domain/shared/product-type';
import { ChangeCardDialog } from '../../components/patient-area/card-dialogs';
import { CheckInForm } from '../../components/patient-area/check-in-form';
import { useLocalToday } from '../../components/use-zone';
import { ConfirmDialog } from '../../components/patient-area/confirm-dialog';
import { LinkButton } from '../../components/link-button';
import { RenewalResult } from './renewal-result';
import { useTranslate } from '../../i18n/use-translate';
import { translate } from '../../i18n/translate';
import { useStores } from '../../app/container-context';
import { STORES } from '../../stores/store-areas';
import { useClock } from '../../components/use-clock';
import { useLanguageSwitch } from '../../i18n/use-language-switch';

/** `/user/subscriptions/renewal/{id}`: the renewal questionnaire, the price, a confirmation, and the charge it creates. */
export const RenewalPage = observer(function RenewalPage() {
  const _ = useTranslate();
  const { id = '' } = useParams();
  const { renewal: store, cardOnFile } = useStores(STORES.patientArea);
  const clock = useClock();
  const localToday = useLocalToday();
  const [confirming, setConfirming] = useState(false);
  const [changingCard, setChangingCard] = useState(false);
  const [cardChangedHere, setCardChangedHere] = useState(false);
  const resultHeading = useRef<HTMLDivElement>(null);

  useEffect(() => {
    void store.load(id);
  }, [store, id]);
  // The questions are the provider's texts: read again in the language the patient switches to, the answers kept.
  useLanguageSwitch(() => void store.reword());

  useEffect(() => {
    if (store.outcome) resultHeading.current?.focus();
  }, [store.outcome]);

  const subscription = store.subscription;
  const name = subscription ? (subscription.plan?.productName ?? translate(PRODUCT_TYPE_NAMES[subscription.productType])) : null;
  const back = (
    <Link to={subscription ? `/user/subscriptions/${subscription._id}` : '/user/subscriptions'} className="back-link">
      <ArrowLeft /> {name ?? _('All treatments')}
    </Link>
  );

  if (store.status.phase !== 'ready' || !subscription) {
    return (
      <section className="page" aria-labelledby="renewal-title">
        {back}
        <H1 id="renewal-title" className="page-title">
          {_('Renew your treatment')}
        </H1>
        {store.status.phase === 'error' ? (
          <NonIdealState
            className="empty-state"
            title={store.status.error ?? _('The renewal could not be loaded')}
            action={<Button text={_('Try again')} onClick={() => void store.load(id)} />}
          />
        ) : (
          <Spinner aria-label={_('Loading your renewal')} />
        )}
      </section>
    );
  }

  if (store.outcome) {
    return (
      <section className="page" aria-labelledby="renewal-title">
        {back}
        <div tabIndex={-1} ref={resultHeading}>
          <H1 id="renewal-title" className="page-title">
            {name} {_('renewed')}
          </H1>
        </div>
        <RenewalResult outcome={store.outcome} />
      </section>
    );
  }

  const refusal = renewalRefusal(subscription, clock.now());
  const renewable = refusal === null;
  const draft = store.draft;
  const blocked = draft.blocking !== null;
  const card = subscription.creditCard ? describeCard({ cardType: subscription.creditCard.cardType, last4: subscription.creditCard.cardNumber }) : null;
  const total = store.price ? formatUsd(store.price.total) : null;

  const review = (event: FormEvent) => {
    event.preventDefault();
    draft.revealErrors();
    if (blocked || !draft.isComplete(localToday())) return;
    store.clearError();
    setConfirming(true);
  };
  const renew = async () => {
    if (await store.renew()) setConfirming(false);
  };
  // A declined card is changed here, the answers kept; 'Review and renew' then charges the new one.
  const changeCard = () => {
    setConfirming(false);
    setChangingCard(true);
  };
  const cardChangeClosed = () => {
    setChangingCard(false);
    setCardChangedHere(true);
    void store.cardChanged();
  };

  return (
    <section className="page" aria-labelledby="renewal-title">
      {back}
      <H1 id="renewal-title" className="page-title">
        {_('Renew')} {name}
      </H1>
      <p className="page-lead">{planLine(subscription.plan) ?? translate(PRODUCT_TYPE_NAMES[subscription.productType])}</p>
      {refusal && (
        <Callout intent={Intent.WARNING} className="page-callout" title={_('This treatment cannot be renewed now')}>
          {_(RENEWAL_REFUSALS[refusal])} {_('You can still read the questions.')}
          {refusal === 'cancelled' && (
            <p>
              {/* The treatment's page opens its reactivation, as the dashboard card's Reactivate does. */}
              <LinkButton to={`/user/subscriptions/${subscription._id}`} state={{ open: 'reactivate' }} intent="primary">
                {_('Reactivate')}
              </LinkButton>
            </p>
          )}
        </Callout>
      )}
      <div className="renewal-layout">
        <Card className="panel" elevation={1}>
          <H2>{_('A few questions for your provider')}</H2>
          <form onSubmit={review} noValidate aria-label={_('Renewal questionnaire')}>
            <CheckInForm draft={draft} disabled={store.renewing} />
            <div role="alert" aria-live="assertive">
              {blocked && (
                <Callout intent={Intent.WARNING} className="page-callout">
                  {PATIENT_AREA_MESSAGES.renewalBlocked}
                </Callout>
              )}
              {draft.showErrors && !blocked && !draft.isComplete(localToday()) && (
                <Callout intent={Intent.WARNING} compact className="page-callout">
                  {PATIENT_AREA_MESSAGES.questionnaireIncomplete}
                </Callout>
              )}
            </div>
            <Button type="submit" intent={Intent.PRIMARY} size="large" text={_('Review and renew')} disabled={!renewable || blocked} />
          </form>
        </Card>
        <Card className="panel" elevation={1}>
          <H2>{_('Your renewal')}</H2>
          <dl className="facts">
            <dt>{_('Treatment')}</dt>
            <dd>{planLine(subscription.plan) ?? name}</dd>
            <dt>{_('Charged today')}</dt>
            <dd>{renewable ? (total ?? _('The price could not be shown')) : _('Nothing: it cannot be renewed now')}</dd>
            <dt>{_('Paid with')}</dt>
            <dd>{card ?? _('No card on file')}</dd>
          </dl>
          <div role="status">
            {cardChangedHere && cardOnFile.done && (
              <Callout intent={Intent.SUCCESS} compact className="page-callout">
                {_(cardOnFile.done)}
              </Callout>
            )}
          </div>
          <p className="muted">{_('A renewal starts a new year of prescription; its first delivery is charged today and shipped.')}</p>
        </Card>
      </div>
      <ConfirmDialog
        isOpen={confirming}
        title={_('Renew and pay now?')}
        confirmText={total ? _('Renew and pay {total}', { total }) : _('Renew and pay')}
        busy={store.renewing}
        error={store.error}
        errorAction={store.declined && <Button text={_('Change your card')} onClick={changeCard} variant="outlined" />}
        onConfirm={() => void renew()}
        onClose={() => setConfirming(false)}
      >
        <p>
          {total && card
            ? _('{total} is charged to your {card} today, and your order is prepared for shipping.', { total, card })
            : total
              ? _('{total} is charged to your card on file today, and your order is prepared for shipping.', { total })
              : _('Your next delivery is charged to your card on file today, and your order is prepared for shipping.')}
        </p>
      </ConfirmDialog>
      {changingCard && <ChangeCardDialog onClose={cardChangeClosed} />}
    </section>
  );
});
