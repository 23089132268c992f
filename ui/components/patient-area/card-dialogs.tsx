import { Dialog, DialogBody } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import type { PaymentFailure } from '../../../domain/billing/payment-failure';
import { paymentFailureText } from './billing-texts';
import { localMoney } from '../../i18n/local-money';
import { CardChangeForm } from '../card-change-form';
import { useFocusReturn } from '../use-focus-return';
import { useStores } from '../../app/container-context';
import { STORES } from '../../stores/store-areas';
import { showDate } from './show-date';
import { useZone } from '../use-zone';
import { useTranslate } from '../../i18n/use-translate';

const PROVIDER_FIELD_ID = 'treatment-card-field';

/** A dialog around the card form that cannot be closed while the card is being sent. */
const CardDialog = observer(function CardDialog({
  title,
  onClose,
  children,
}: {
  readonly title: string;
  readonly onClose: () => void;
  readonly children: ReactNode;
}) {
  const busy = useStores(STORES.patientArea).cardOnFile.busy;
  useFocusReturn(true);
  return (
    <Dialog
      isOpen
      title={title}
      onClose={busy ? undefined : onClose}
      canEscapeKeyClose={!busy}
      canOutsideClickClose={false}
      isCloseButtonShown={!busy}
      className="patient-dialog"
    >
      <DialogBody>{children}</DialogBody>
    </Dialog>
  );
});

/** Changes the card on file from a treatment's page or a declined renewal: every treatment is billed on the new card. */
export const ChangeCardDialog = observer(function ChangeCardDialog({ onClose }: { readonly onClose: () => void }) {
  const _ = useTranslate();
  const { cardOnFile } = useStores(STORES.patientArea);
  const patientId = useStores(STORES.app).session.patientId;
  const save = async () => {
    if (patientId && (await cardOnFile.save(patientId))) onClose();
  };
  return (
    <CardDialog title={_('Change your card')} onClose={onClose}>
      <p>
        {_(
          'Your treatments are billed on the new card from their next payment. Its number goes to our card processor: we keep its type, last four digits and expiry only.',
        )}
      </p>
      <CardChangeForm store={cardOnFile} providerFieldId={PROVIDER_FIELD_ID} submitText={_('Save card')} onSubmit={() => void save()} onCancel={onClose} />
    </CardDialog>
  );
});

/** 'Update card and pay': a new card on file, then the refused renewal taken on it once; the page then shows the treatment going on. */
export const UpdateCardAndPayDialog = observer(function UpdateCardAndPayDialog({
  failure,
  onClose,
}: {
  readonly failure: PaymentFailure;
  readonly onClose: () => void;
}) {
  const zone = useZone();
  const _ = useTranslate();
  const { cardOnFile, subscription } = useStores(STORES.patientArea);
  const patientId = useStores(STORES.app).session.patientId;
  const day = showDate(failure.billingDate, zone) ?? failure.billingDate.slice(0, 10);
  const pay = async () => {
    const paid = patientId ? await cardOnFile.updateAndPay(patientId, failure) : null;
    if (!paid) return;
    subscription.paymentRecovered(paid.subscription, cardOnFile.done);
    onClose();
  };
  return (
    <CardDialog title={_('Update your card and pay')} onClose={onClose}>
      <p>{paymentFailureText(failure, day)}</p>
      <p>{_('Enter a card that works: it becomes your card on file, and the {amount} is taken on it once.', { amount: localMoney(failure.sum) })}</p>
      <CardChangeForm
        store={cardOnFile}
        providerFieldId={PROVIDER_FIELD_ID}
        submitText={_('Update card and pay {formatUsd}', { formatUsd: localMoney(failure.sum) })}
        onSubmit={() => void pay()}
        onCancel={onClose}
      />
    </CardDialog>
  );
});
