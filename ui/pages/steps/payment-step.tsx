import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useStores } from '../../app/container-context';
import { AddressForm } from './address-form';
import { CardForm } from './card-form';
import { STORES } from '../../stores/store-areas';

/** The payment step (spec §4): the address sub-step first, then the card. */
export const PaymentStep = observer(function PaymentStep() {
  const registration = useStores(STORES.registration).registration;
  const { shippingAddress, cardPayment } = useStores(STORES.registration);

  useEffect(() => {
    void shippingAddress.openAddress();
  }, [shippingAddress]);

  return registration.steps?.paymentSubStep === 'card' ? <CardForm payment={cardPayment} /> : <AddressForm shipping={shippingAddress} />;
});
