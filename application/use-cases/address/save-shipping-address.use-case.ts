import type { AddressForm } from '../../../domain/entities/address';
import { trimmedAddress } from '../../../domain/registration-flow/address-verification';
import type { Result } from '../../../domain/shared/result';
import type { AddressPort } from '../../ports/address.port';

/** Saves the address the patient confirmed or chose as the shipping address; with `reship`, orders not shipped yet go there too. */
export class SaveShippingAddressUseCase {
  constructor(private readonly addresses: Pick<AddressPort, 'saveShipping'>) {}

  execute({ address, reship }: { readonly address: AddressForm; readonly reship: boolean }): Promise<Result<AddressForm>> {
    return this.addresses.saveShipping(trimmedAddress(address), { reship });
  }
}
