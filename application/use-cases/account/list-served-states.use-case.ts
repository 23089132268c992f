import type { EnabledState } from '../../../domain/entities/address';
import type { Result } from '../../../domain/shared/result';
import type { AddressVerificationPort } from '../../ports/address-verification.port';

/** The states where the service is offered: the choices of the shipping address's state. */
export class ListServedStatesUseCase {
  constructor(private readonly addresses: AddressVerificationPort) {}

  execute(): Promise<Result<readonly EnabledState[]>> {
    return this.addresses.enabledStates();
  }
}
