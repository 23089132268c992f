import '../../components/patient-area/patient-area.css';
import { Button, Callout, H1, Intent, NonIdealState, Tag } from '@blueprintjs/core';
import { ArrowLeft, CreditCard } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { availableActions } from '../../../domain/subscription-actions/subscription-actions';
import { PRODUCT_TYPE_NAMES } from '../../../domain/shared/product-type';
import { subscriptionStatusLabel } from '../../../domain/subscription-status/status-label';
import { useStores } from '../../app/container-context';
import { ACTION_DIALOGS, type DialogName } from './action-dialogs';
import { BillingSection } from './billing-section';
import { ChangeCardDialog, UpdateCardAndPayDialog } from '../../components/patient-area/card-dialogs';
import { FollowUpSection } from './follow-up-section';
import { LinkButton } from '../../components/link-button';
import { RefreshError } from '../../components/refresh-error';
import { useClock } from '../../components/use-clock';
import { ManagePanel } from './manage-panel';
import { PausedNotice } from './paused-notice';
import { PaymentFailureNotice } from '../../components/patient-area/payment-failure-notice';
import { PlanDetails } from './plan-details';
import { PausedCharges, PendingDoseChange } from './subscription-notes';
import { SubscriptionDates } from './subscription-dates';
import { SubscriptionLoading } from './subscription-loading';
import { SkeletonBlock } from '../../components/skeleton';
import { useTranslate } from '../../i18n/use-translate';
import { translate } from '../../i18n/translate';
import { STORES } from '../../stores/store-areas';
import { useLanguageSwitch } from '../../i18n/use-language-switch';
import { useReadAgainOnLiveOpen } from '../../components/shell/use-read-again-on-live-open';

type OpenRequest = 'followUp' | 'reactivate' | CardDialogName;
type CardDialogName = 'changeCard' | 'updateCardAndPay';
const OPEN_REQUESTS: readonly unknown[] = ['followUp', 'reactivate', 'changeCard', 'updateCardAndPay'] satisfies readonly OpenRequest[];

/** What the dashboard asked this page to open (react-router state, never the URL). */
const openRequest = (state: unknown): OpenRequest | null => {
  const open = (state as { open?: unknown } | null)?.open;
  return OPEN_REQUESTS.includes(open) ? (open as OpenRequest) : null;
};

/** `/user/subscriptions/{id}`: one subscription, its plan, billing, and every action it offers now. */
export const SubscriptionPage = observer(function SubscriptionPage() {
  const _ = useTranslate();
  const { id = '' } = useParams();
  const store = useStores(STORES.patientArea).subscription;
  const session = useStores(STORES.app).session;
  const clock = useClock();
  const location = useLocation();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<DialogName | null>(null);
  const [cardDialog, setCardDialog] = useState<CardDialogName | null>(null);

  useEffect(() => {
    void store.load(id);
  }, [store, id]);
  // The plan's names and descriptions are the provider's texts: read again in the language switched to.
  useLanguageSwitch(() => void store.load(id));
  // The live events replay nothing: read again when the connection opens, for a change made before.
  useReadAgainOnLiveOpen(() => {
    if (store.subscription?._id === id) void store.load(id);
  });
  // A care decision, a charge or a shipment of this treatment told live: the page reads it again.
  const treatmentUpdate = useStores(STORES.shell).notifications.treatmentUpdate;
  useEffect(() => {
    if (treatmentUpdate?.subscriptionId === id) void store.load(id);
  }, [treatmentUpdate, store, id]);

  const subscription = store.subscription?._id === id ? store.subscription : null;
  const requested = openRequest(location.state);
  useEffect(() => {
    if (!subscription || !requested) return;
    // Asked once: the request leaves the history entry, so going back here does not open it again.
    void navigate(location.pathname, { replace: true, state: null });
    const offered = availableActions(subscription, clock.now());
    if (requested === 'reactivate' && offered.includes('reactivate')) setDialog('reactivate');
    if (requested === 'followUp' && offered.includes('followUp')) void store.startFollowUp();
    if (requested === 'changeCard') setCardDialog('changeCard');
    if (requested === 'updateCardAndPay' && subscription.paymentFailure) setCardDialog('updateCardAndPay');
  }, [subscription, requested, navigate, location.pathname, store, clock]);

  if (!subscription) {
    return (
      <section className="page" aria-labelledby="subscription-title">
        <Link to="/user/subscriptions" className="back-link">
          <ArrowLeft /> {_('All treatments')}
        </Link>
        <div className="page-heading">
          <H1 id="subscription-title" className="page-title">
            {_('Your treatment')}
          </H1>
          {store.status.phase !== 'error' && <SkeletonBlock className="is-round" width={72} height={30} />}
        </div>
        {store.status.phase === 'error' ? (
          <NonIdealState
            className="empty-state"
            title={store.status.error ?? _('This treatment could not be loaded')}
            action={
              // Not found (or not this patient's) stays so: the way home, not a retry.
              store.status.refused ? (
                <LinkButton to="/user/subscriptions" intent="primary">
                  {_('Back to your treatments')}
                </LinkButton>
              ) : (
                <Button text={_('Try again')} onClick={() => void store.load(id)} />
              )
            }
          />
        ) : (
          <SubscriptionLoading />
        )}
      </section>
    );
  }

  const name = subscription.plan?.productName ?? translate(PRODUCT_TYPE_NAMES[subscription.productType]);
  const now = clock.now();
  const actions = availableActions({ ...subscription, otherDoses: store.otherDoses }, now);
  const Dialog = dialog ? ACTION_DIALOGS[dialog] : null;

  return (
    <section className="page" aria-labelledby="subscription-title">
      <Link to="/user/subscriptions" className="back-link">
        <ArrowLeft /> {_('All treatments')}
      </Link>
      <div className="page-heading">
        <H1 id="subscription-title" className="page-title">
          {name}
        </H1>
        <Tag round minimal large className="status-tag">
          {translate(subscriptionStatusLabel(subscription.status, subscription.isApproved))}
        </Tag>
      </div>
      <p className="page-lead">{translate(PRODUCT_TYPE_NAMES[subscription.productType])}</p>
      <PausedNotice subscription={subscription} />
      <PaymentFailureNotice
        failure={subscription.paymentFailure}
        payAction={<Button intent={Intent.DANGER} icon={<CreditCard />} text={_('Update card and pay')} onClick={() => setCardDialog('updateCardAndPay')} />}
      />
      <div role="status" aria-live="polite">
        {store.done && (
          <Callout intent={Intent.SUCCESS} compact className="page-callout">
            {_(store.done)}
          </Callout>
        )}
      </div>
      <RefreshError error={store.status.refreshError} onRetry={() => void store.load(id)} />
      <div role="alert">
        {store.refusal && (
          <Callout intent={Intent.WARNING} compact className="page-callout">
            {_('{refusal} The page now shows your treatment as it is.', { refusal: store.refusal })}
          </Callout>
        )}
      </div>
      <div className="subscription-layout">
        {/* First in reading order (and on a phone): what the patient can do; on a wide screen it sits on the right. */}
        <div className="stack subscription-aside">
          <ManagePanel actions={actions} onOpen={setDialog} onFollowUp={() => void store.startFollowUp()} />
          <SubscriptionDates subscription={subscription} now={now} />
          <PausedCharges subscription={subscription} />
        </div>
        <div className="stack subscription-main">
          <PendingDoseChange subscription={subscription} onWithdraw={() => setDialog('removeDoseChange')} />
          <FollowUpSection />
          <PlanDetails subscription={subscription} price={store.price} priceError={store.priceError} />
          <BillingSection subscription={subscription} patientId={session.patientId} changes={store.changes} onChangeCard={() => setCardDialog('changeCard')} />
        </div>
      </div>
      {Dialog && <Dialog onClose={() => setDialog(null)} />}
      {cardDialog === 'changeCard' && <ChangeCardDialog onClose={() => setCardDialog(null)} />}
      {cardDialog === 'updateCardAndPay' && subscription.paymentFailure && (
        <UpdateCardAndPayDialog failure={subscription.paymentFailure} onClose={() => setCardDialog(null)} />
      )}
    </section>
  );
});
