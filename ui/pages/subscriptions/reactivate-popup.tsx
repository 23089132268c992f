import { Intent } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { couponOffText } from '../../i18n/coupon-off-text';
import { PRODUCT_TYPE_NAMES } from '../../../domain/shared/product-type';
import { ConfirmDialog } from '../../components/patient-area/confirm-dialog';
import { useStores } from '../../app/container-context';
import { STORES } from '../../stores/store-areas';
import { useTranslate } from '../../i18n/use-translate';
import { translate } from '../../i18n/translate';
import { richText } from '../../i18n/rich-text';

/**
 * The reactivation popup, open while /me says showReactivatePopup: it offers the cancelled treatment back
 * with its winback coupon. Accepting reactivates it with fromPopup=true, so the server stops offering it.
 */
export const ReactivatePopup = observer(function ReactivatePopup({ onReactivated }: { readonly onReactivated: () => void }) {
  const _ = useTranslate();
  const summary = useStores(STORES.shell).dashboardSummary;
  const offer = summary.offer;
  if (!offer) return null;
  const name = offer.subscription.plan?.productName ?? translate(PRODUCT_TYPE_NAMES[offer.subscription.productType]);
  const accept = async () => {
    if (await summary.accept()) onReactivated();
  };
  return (
    <ConfirmDialog
      isOpen={summary.popupOpen}
      title={_('Come back to {name}', { name })}
      confirmText={offer.coupon ? _('Reactivate with {couponOff}', { couponOff: couponOffText(offer.coupon) }) : _('Reactivate')}
      cancelText={_('Not now')}
      intent={Intent.PRIMARY}
      busy={summary.reactivating}
      error={summary.error}
      onConfirm={() => void accept()}
      onClose={summary.dismiss}
    >
      <p>{_('Your {name} treatment is cancelled. You can pick it up again where you left off, with the same plan and doctor.', { name })}</p>
      {offer.coupon && (
        <p className="offer">
          {richText('{name} ({code}): {couponOff} your next delivery.', {
            name: <strong>{offer.coupon.name}</strong>,
            code: offer.coupon.code,
            couponOff: couponOffText(offer.coupon),
          })}
        </p>
      )}
      <p>{_('Billing restarts tomorrow, so you still have a day to review your plan.')}</p>
    </ConfirmDialog>
  );
});
