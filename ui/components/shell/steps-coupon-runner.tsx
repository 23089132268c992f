import { observer } from 'mobx-react-lite';
import { useStores } from '../../app/container-context';
import { PendingCouponRunner } from './pending-coupon-runner';
import { STORES } from '../../stores/store-areas';

/** In the steps layout the current subscription is the registration's: the one a pending coupon is for. */
export const StepsCouponRunner = observer(function StepsCouponRunner() {
  const registration = useStores(STORES.registration).registration;
  return <PendingCouponRunner subscriptionId={registration.subscription?._id} />;
});
