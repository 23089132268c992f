import { ContainerModule } from 'inversify';
import type { IdentityPort } from '../../application/ports/identity.port';
import type { KeyValueStoragePort } from '../../application/ports/key-value-storage.port';
import { SystemClockAdapter } from '../clock/system-clock.adapter';
import { SystemZoneAdapter } from '../clock/system-zone.adapter';
import type { RuntimeConfig } from '../config/runtime-config.schema';
import { deferredCognitoIdentity } from '../identity/deferred-cognito-identity';
import { LocalIdentityAdapter } from '../identity/local-identity.adapter';
import { SharpImageAdapter } from '../images/sharp-image.adapter';
import { TOKENS } from './tokens';

/**
 * Node (CLI, integration tests): photos through sharp, the storage the caller chooses (file or memory), and
 * the identity provider the app's config.json names: the reference backend's local identity by default, or
 * a Cognito user pool, whose tokens Amplify then keeps in that same storage.
 */
export const nodeModule = (storage: KeyValueStoragePort, identity: RuntimeConfig['identity'] = { provider: 'local' }) =>
  new ContainerModule(({ bind }) => {
    bind(TOKENS.clock).toConstantValue(new SystemClockAdapter());
    bind(TOKENS.zone).toConstantValue(new SystemZoneAdapter());
    bind(TOKENS.storage).toConstantValue(storage);
    bind(TOKENS.imageProcessing).toConstantValue(new SharpImageAdapter());
    bind(TOKENS.identity)
      .toDynamicValue((c): IdentityPort =>
        identity.provider === 'cognito'
          ? deferredCognitoIdentity(identity, storage, storage)
          : new LocalIdentityAdapter(c.get(TOKENS.identityApiClient), c.get(TOKENS.storage), c.get(TOKENS.clock)),
      )
      .inSingletonScope();
  });
