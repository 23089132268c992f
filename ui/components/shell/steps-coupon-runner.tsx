import { observer } from 'mobx-react-lite';
import { useStore } from '../../app/container-context';
import { REGISTRATION_STORE_TOKENS } from '../../stores/registration/registration.store-tokens';
import { PendingCouponRunner } from './pending-coupon-runner';

/** In the steps layout the current subscription is the registration's: the one a pending coupon is for. */
export const StepsCouponRunner = observer(() => {
  const registration = useStore(REGISTRATION_STORE_TOKENS.registration);
  return <PendingCouponRunner subscriptionId={registration.subscription?._id} />;
});
