import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useStore } from '../../app/container-context';
import { REGISTRATION_STORE_TOKENS } from '../../stores/registration/registration.store-tokens';
import { AddressForm } from './address-form';
import { CardForm } from './card-form';

/** The payment step (spec §4): the address sub-step first, then the card. */
export const PaymentStep = observer(() => {
  const registration = useStore(REGISTRATION_STORE_TOKENS.registration);
  const payment = useStore(REGISTRATION_STORE_TOKENS.payment);

  useEffect(() => {
    void payment.openAddress();
  }, [payment]);

  return registration.steps?.paymentSubStep === 'card' ? <CardForm payment={payment} /> : <AddressForm payment={payment} />;
});
