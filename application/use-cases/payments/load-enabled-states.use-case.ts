import type { EnabledState } from '../../../domain/entities/address';
import type { Result } from '../../../domain/shared/result';
import type { PatientBasicsPort } from '../../ports/patient-basics.port';

/** The states where the service is offered (GET /get-enabled-states): the address form's state choices. */
export class LoadEnabledStatesUseCase {
  constructor(private readonly basics: Pick<PatientBasicsPort, 'enabledStates'>) {}

  execute(): Promise<Result<readonly EnabledState[]>> {
    return this.basics.enabledStates();
  }
}
