import { Intent } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { couponOff } from '../../../domain/coupons/coupon-off';
import { PRODUCT_TYPE_NAMES } from '../../../domain/shared/product-type';
import { ConfirmDialog } from '../../components/patient-area/confirm-dialog';
import { useStores } from '../../app/container-context';
import { STORES } from '../../stores/store-areas';

/**
 * The reactivation popup, open while /me says showReactivatePopup: it offers the cancelled treatment back
 * with its winback coupon. Accepting reactivates it with fromPopup=true, so the server stops offering it.
 */
export const ReactivatePopup = observer(function ReactivatePopup({ onReactivated }: { readonly onReactivated: () => void }) {
  const summary = useStores(STORES.patientArea).dashboardSummary;
  const offer = summary.offer;
  if (!offer) return null;
  const name = offer.subscription.plan?.productName ?? PRODUCT_TYPE_NAMES[offer.subscription.productType];
  const accept = async () => {
    if (await summary.accept()) onReactivated();
  };
  return (
    <ConfirmDialog
      isOpen={summary.popupOpen}
      title={`Come back to ${name}`}
      confirmText={offer.coupon ? `Reactivate with ${couponOff(offer.coupon)}` : 'Reactivate'}
      cancelText="Not now"
      intent={Intent.PRIMARY}
      busy={summary.reactivating}
      error={summary.error}
      onConfirm={() => void accept()}
      onClose={summary.dismiss}
    >
      <p>Your {name} treatment is cancelled. You can pick it up again where you left off, with the same plan and doctor.</p>
      {offer.coupon && (
        <p className="offer">
          <strong>{offer.coupon.name}</strong> ({offer.coupon.code}): {couponOff(offer.coupon)} your next delivery.
        </p>
      )}
      <p>Billing restarts tomorrow, so you still have a day to review your plan.</p>
    </ConfirmDialog>
  );
});
