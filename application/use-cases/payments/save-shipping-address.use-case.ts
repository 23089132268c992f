import type { AddressForm } from '../../../domain/entities/address';
import { trimmedAddress } from '../../../domain/registration-flow/address-verification';
import type { Result } from '../../../domain/shared/result';
import type { AddressPort } from '../../ports/address.port';

/** Saves the address the patient confirmed or chose as the shipping address (update-shipping-address/save). */
export class SaveShippingAddressUseCase {
  constructor(private readonly address: AddressPort) {}

  execute(address: AddressForm): Promise<Result<AddressForm>> {
    return this.address.saveShipping(trimmedAddress(address));
  }
}
