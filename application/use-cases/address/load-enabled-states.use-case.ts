import type { EnabledState } from '../../../domain/entities/address';
import type { Result } from '../../../domain/shared/result';
import type { AddressPort } from '../../ports/address.port';

/** The states where the service is offered (GET /get-enabled-states): the address forms' state choices. */
export class LoadEnabledStatesUseCase {
  constructor(private readonly addresses: Pick<AddressPort, 'enabledStates'>) {}

  execute(): Promise<Result<readonly EnabledState[]>> {
    return this.addresses.enabledStates();
  }
}
