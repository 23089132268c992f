import type { AddressForm } from '../../../domain/entities/address';
import { trimmedAddress } from '../../../domain/registration-flow/address-verification';
import type { Result } from '../../../domain/shared/result';
import type { AccountPort } from '../../ports/account.port';

/** Saves the address the patient confirmed; with `reship`, orders not shipped yet go there too. */
export class SaveShippingAddressUseCase {
  constructor(private readonly account: AccountPort) {}

  execute({ address, reship }: { readonly address: AddressForm; readonly reship: boolean }): Promise<Result<AddressForm>> {
    return this.account.saveShipping(trimmedAddress(address), { reship });
  }
}
