import { ContainerModule } from 'inversify';
import type { IdentityPort } from '../../application/ports/identity.port';
import { SystemClockAdapter } from '../clock/system-clock.adapter';
import type { RuntimeConfig } from '../config/runtime-config.schema';
import { deferredPixelAnalytics } from '../analytics/deferred-pixel-analytics';
import { deferredCognitoIdentity } from '../identity/deferred-cognito-identity';
import { LocalIdentityAdapter } from '../identity/local-identity.adapter';
import { LocalStorageAdapter } from '../storage/local-storage.adapter';
import { TOKENS } from './tokens';

/** The browser: localStorage, and the identity provider the runtime configuration names. */
export const browserModule = (config: RuntimeConfig, storage: Storage) =>
  new ContainerModule(({ bind }) => {
    bind(TOKENS.config).toConstantValue(config);
    bind(TOKENS.clock).toConstantValue(new SystemClockAdapter());
    bind(TOKENS.storage).toConstantValue(new LocalStorageAdapter(storage));
    bind(TOKENS.tabStorage).toConstantValue(new LocalStorageAdapter(window.sessionStorage));
    const pixels = deferredPixelAnalytics(config.pixels, window.location.origin, window);
    if (pixels) bind(TOKENS.analytics).toConstantValue(pixels);
    bind(TOKENS.identity)
      .toDynamicValue((c): IdentityPort => {
        const identity = config.identity;
        // Amplify keeps its tokens in localStorage itself.
        return identity.provider === 'cognito'
          ? deferredCognitoIdentity(identity, c.get(TOKENS.storage))
          : new LocalIdentityAdapter(c.get(TOKENS.identityApiClient), c.get(TOKENS.storage), c.get(TOKENS.clock));
      })
      .inSingletonScope();
  });
