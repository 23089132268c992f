import { ContainerModule } from 'inversify';
import { SystemClockAdapter } from '../clock/system-clock.adapter';
import { LocalIdentityAdapter } from '../identity/local-identity.adapter';
import { SharpImageAdapter } from '../images/sharp-image.adapter';
import type { KeyValueStoragePort } from '../../application/ports/key-value-storage.port';
import { TOKENS } from './tokens';

/** Node (CLI, integration tests): local identity, photos through sharp, and the storage the caller chooses (file or memory). */
export const nodeModule = (storage: KeyValueStoragePort) =>
  new ContainerModule(({ bind }) => {
    bind(TOKENS.clock).toConstantValue(new SystemClockAdapter());
    bind(TOKENS.storage).toConstantValue(storage);
    bind(TOKENS.imageProcessing).toConstantValue(new SharpImageAdapter());
    bind(TOKENS.identity)
      .toDynamicValue((c) => new LocalIdentityAdapter(c.get(TOKENS.identityApiClient), c.get(TOKENS.storage), c.get(TOKENS.clock)))
      .inSingletonScope();
  });
