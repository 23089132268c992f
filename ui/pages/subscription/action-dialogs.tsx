import { Checkbox, Intent, Radio, RadioGroup, Spinner } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { instantFromIso } from '../../../domain/formatting/calendar-parts';
import { billingDateAfterSkip, maxSkippablePeriods } from '../../../domain/subscription-actions/skip-periods';
import { doseLabel } from '../../../domain/subscription-plan/plan-summary';
import type { ActionOutcome } from '../../stores/patient-area/subscription.store';
import { ConfirmDialog } from '../../components/patient-area/confirm-dialog';
import { couponOffText } from '../../i18n/coupon-off-text';
import { showDate } from '../../components/patient-area/show-date';
import { useZone } from '../../components/use-zone';
import { useStores } from '../../app/container-context';
import { STORES } from '../../stores/store-areas';
import { localMoney } from '../../i18n/local-money';
import { useTranslate } from '../../i18n/use-translate';
import { useClock } from '../../components/use-clock';

/** The actions that open a dialog before they happen. */
export type DialogName = 'pause' | 'resume' | 'skip' | 'changeDose' | 'removeDoseChange' | 'cancel' | 'reactivate' | 'sendForReview';

interface DialogProps {
  readonly onClose: () => void;
}

/**
 * A dialog whose confirmation runs one store action and closes once it went through, or once the server
 * refused it (the page then shows why, and what the subscription allows now); a failure keeps it open to try again.
 */
const useAction = (onClose: () => void) => {
  const store = useStores(STORES.patientArea).subscription;
  const close = () => {
    store.clearActionError();
    onClose();
  };
  const run = async (action: () => Promise<ActionOutcome>) => {
    if ((await action()) !== 'failed') onClose();
  };
  return { store, close, run };
};

export const PauseDialog = observer(function PauseDialog({ onClose }: DialogProps) {
  const zone = useZone();
  const _ = useTranslate();
  const { store, close, run } = useAction(onClose);
  const next = showDate(store.subscription?.nextBillingDate, zone);
  return (
    <ConfirmDialog
      isOpen
      title={_('Pause your treatment?')}
      confirmText={_('Pause treatment')}
      busy={store.running === 'pause'}
      error={store.actionError}
      onConfirm={() => void run(store.pause)}
      onClose={close}
    >
      <p>
        {_('Nothing is billed or shipped while your treatment is paused.')}
        {next ? _(' The charge planned for {next} is put aside.', { next }) : ''}
      </p>
      <p>{_('You can resume at any time.')}</p>
    </ConfirmDialog>
  );
});

export const ResumeDialog = observer(function ResumeDialog({ onClose }: DialogProps) {
  const zone = useZone();
  const _ = useTranslate();
  const { store, close, run } = useAction(onClose);
  const clock = useClock();
  const planned = store.subscription?.pause?.resumeBillingDate;
  const plannedAt = planned ? instantFromIso(planned) : null;
  const stillAhead = plannedAt !== null && plannedAt > clock.now();
  return (
    <ConfirmDialog
      isOpen
      title={_('Resume your treatment?')}
      confirmText={_('Resume treatment')}
      busy={store.running === 'resume'}
      error={store.actionError}
      onConfirm={() => void run(store.resume)}
      onClose={close}
    >
      <p>
        {stillAhead
          ? _('Your next charge is taken on {showDate}, as planned before the pause.', { showDate: showDate(planned, zone) ?? '' })
          : _('Your next period starts today: it is billed on your card on file today.')}
      </p>
    </ConfirmDialog>
  );
});

export const SkipDialog = observer(function SkipDialog({ onClose }: DialogProps) {
  const zone = useZone();
  const _ = useTranslate();
  const { store, close, run } = useAction(onClose);
  const subscription = store.subscription;
  const nextBilling = instantFromIso(subscription?.nextBillingDate ?? '');
  const max = maxSkippablePeriods({
    frequencyOfDelivery: subscription?.plan?.frequencyOfDelivery,
    nextPeriodStartMs: instantFromIso(subscription?.nextPeriodStart ?? ''),
    nextBillingDateMs: nextBilling,
    expiredAtMs: instantFromIso(subscription?.expiredAt ?? ''),
  });
  const [periods, setPeriods] = useState(1);
  const choices = Array.from({ length: max }, (_, index) => index + 1);
  const newDate = (count: number) =>
    nextBilling === null ? null : showDate(new Date(billingDateAfterSkip(nextBilling, subscription?.plan?.frequencyOfDelivery, count)).toISOString(), zone);
  return (
    <ConfirmDialog
      isOpen
      title={_('Skip deliveries')}
      confirmText={periods === 1 ? _('Skip 1 period') : _('Skip {count} periods', { count: periods })}
      busy={store.running === 'skip'}
      error={store.actionError}
      confirmDisabled={max === 0}
      onConfirm={() => void run(() => store.skip(periods))}
      onClose={close}
    >
      <p>{_('Skipped periods are neither billed nor shipped, and this cannot be undone. Your prescription end stays the same.')}</p>
      <RadioGroup
        label={_('How many periods?')}
        selectedValue={String(periods)}
        onChange={(event) => setPeriods(Number(event.currentTarget.value))}
        disabled={store.running !== null}
      >
        {choices.map((count) => (
          <Radio
            key={count}
            value={String(count)}
            label={
              count === 1
                ? _('1 period: next billing {date}', { date: newDate(count) ?? '' })
                : _('{count} periods: next billing {date}', { count, date: newDate(count) ?? '' })
            }
          />
        ))}
      </RadioGroup>
    </ConfirmDialog>
  );
});

export const ChangeDoseDialog = observer(function ChangeDoseDialog({ onClose }: DialogProps) {
  const _ = useTranslate();
  const { store, close, run } = useAction(onClose);
  const [doseId, setDoseId] = useState<string | null>(null);
  useEffect(() => {
    // Read with the page; asked again only when that failed.
    if (store.doses === null) void store.loadDoses();
  }, [store]);
  const current = doseLabel(store.subscription?.plan?.weight, store.subscription?.plan?.measure);
  return (
    <ConfirmDialog
      isOpen
      title={_('Change your dose')}
      confirmText={_('Ask for this dose')}
      busy={store.running === 'changeDose'}
      error={store.actionError ?? store.dosesStatus.error}
      confirmDisabled={doseId === null}
      onConfirm={() => doseId && void run(() => store.requestDoseChange(doseId))}
      onClose={close}
    >
      <p>
        {current ? _('Your doctor reviews the change from {dose}.', { dose: current }) : _('Your doctor reviews the change.')}{' '}
        {_('Until they decide, your plan stays as it is, and you can withdraw the request.')}
      </p>
      {store.doses === null && !store.dosesStatus.error && <Spinner size={24} aria-label={_('Loading the doses')} />}
      {store.doses?.length === 0 && <p>{_('No other dose is offered for your treatment.')}</p>}
      {store.doses && store.doses.length > 0 && (
        <RadioGroup
          label={_('Dose')}
          selectedValue={doseId ?? undefined}
          onChange={(event) => setDoseId(event.currentTarget.value)}
          disabled={store.running !== null}
        >
          {store.doses.map((dose) => (
            <Radio key={dose._id} value={dose._id} label={_('{strength} ({price} a unit)', { strength: dose.strength, price: localMoney(dose.price) })} />
          ))}
        </RadioGroup>
      )}
    </ConfirmDialog>
  );
});

export const RemoveDoseChangeDialog = observer(function RemoveDoseChangeDialog({ onClose }: DialogProps) {
  const _ = useTranslate();
  const { store, close, run } = useAction(onClose);
  return (
    <ConfirmDialog
      isOpen
      title={_('Withdraw your dose change?')}
      confirmText={_('Withdraw request')}
      cancelText={_('Keep request')}
      busy={store.running === 'removeDoseChange'}
      error={store.actionError}
      onConfirm={() => void run(store.removeDoseChange)}
      onClose={close}
    >
      <p>{_('Your doctor will not review it, and your plan stays as it is.')}</p>
    </ConfirmDialog>
  );
});

export const CancelDialog = observer(function CancelDialog({ onClose }: DialogProps) {
  const _ = useTranslate();
  const { store, close, run } = useAction(onClose);
  return (
    <ConfirmDialog
      isOpen
      title={_('Cancel your treatment?')}
      confirmText={_('Cancel treatment')}
      cancelText={_('Keep treatment')}
      intent={Intent.DANGER}
      busy={store.running === 'cancel'}
      error={store.actionError}
      onConfirm={() => void run(store.cancel)}
      onClose={close}
    >
      <p>{_('Nothing more is billed or shipped after today, and orders not shipped yet are cancelled.')}</p>
      {store.subscription?.modifyRequest && <p>{_('Your pending dose change is withdrawn too.')}</p>}
    </ConfirmDialog>
  );
});

export const ReactivateDialog = observer(function ReactivateDialog({ onClose }: DialogProps) {
  const _ = useTranslate();
  const { store, close, run } = useAction(onClose);
  const [useCoupon, setUseCoupon] = useState(true);
  useEffect(() => {
    void store.loadWinbackCoupons();
  }, [store]);
  const coupon = store.winbackCoupons?.[0] ?? null;
  return (
    <ConfirmDialog
      isOpen
      title={_('Reactivate your treatment')}
      confirmText={coupon && useCoupon ? _('Reactivate with {couponOff}', { couponOff: couponOffText(coupon) }) : _('Reactivate')}
      busy={store.running === 'reactivate'}
      error={store.actionError}
      confirmDisabled={store.winbackCoupons === null}
      onConfirm={() => void run(() => store.reactivate(coupon && useCoupon ? coupon.code : null))}
      onClose={close}
    >
      <p>{_('Your treatment comes back with the same plan. Billing restarts tomorrow, on your card on file.')}</p>
      {store.winbackCoupons === null && <Spinner size={24} aria-label={_('Loading your offers')} />}
      {coupon && (
        <Checkbox
          checked={useCoupon}
          disabled={store.running !== null}
          onChange={() => setUseCoupon(!useCoupon)}
          label={_('Apply {name} ({code}): {couponOff} your next delivery', { name: coupon.name, code: coupon.code, couponOff: couponOffText(coupon) })}
        />
      )}
    </ConfirmDialog>
  );
});

export const SendForReviewDialog = observer(function SendForReviewDialog({ onClose }: DialogProps) {
  const _ = useTranslate();
  const { store, close, run } = useAction(onClose);
  return (
    <ConfirmDialog
      isOpen
      title={_('Send for review?')}
      confirmText={_('Send for review')}
      busy={store.running === 'sendForReview'}
      error={store.actionError}
      onConfirm={() => void run(store.sendForReview)}
      onClose={close}
    >
      <p>
        {_('Your provider reviews your treatment again with what you have already sent. To tell them more first, answer the follow-up questionnaire instead.')}
      </p>
    </ConfirmDialog>
  );
});

export const ACTION_DIALOGS: Readonly<Record<DialogName, (props: DialogProps) => React.ReactNode>> = {
  pause: PauseDialog,
  resume: ResumeDialog,
  skip: SkipDialog,
  changeDose: ChangeDoseDialog,
  removeDoseChange: RemoveDoseChangeDialog,
  cancel: CancelDialog,
  reactivate: ReactivateDialog,
  sendForReview: SendForReviewDialog,
};
