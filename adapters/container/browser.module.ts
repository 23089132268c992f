import { ContainerModule, type ServiceIdentifier } from 'inversify';
import type { IdentityPort } from '../../application/ports/identity.port';
import type { PasswordsPort } from '../../application/ports/passwords.port';
import { SystemClockAdapter } from '../clock/system-clock.adapter';
import { SystemZoneAdapter } from '../clock/system-zone.adapter';
import type { RuntimeConfig } from '../config/runtime-config.schema';
import { deferredPixelAnalytics } from '../analytics/deferred-pixel-analytics';
import { deferredCognitoIdentity } from '../identity/deferred-cognito-identity';
import { LocalIdentityAdapter } from '../identity/local-identity.adapter';
import { LocalStorageAdapter } from '../storage/local-storage.adapter';
import { TOKENS } from './tokens';

const COGNITO = Symbol.for('vireo.browser.cognito') as ServiceIdentifier<IdentityPort & PasswordsPort>;

/** The browser: localStorage, and the identity provider the runtime configuration names. */
export const browserModule = (config: RuntimeConfig, storage: Storage) =>
  new ContainerModule(({ bind }) => {
    bind(TOKENS.config).toConstantValue(config);
    bind(TOKENS.clock).toConstantValue(new SystemClockAdapter());
    bind(TOKENS.zone).toConstantValue(new SystemZoneAdapter());
    bind(TOKENS.storage).toConstantValue(new LocalStorageAdapter(storage));
    bind(TOKENS.tabStorage).toConstantValue(new LocalStorageAdapter(window.sessionStorage));
    const pixels = deferredPixelAnalytics(config.pixels, window.location.origin, window);
    if (pixels) bind(TOKENS.analytics).toConstantValue(pixels);
    const identity = config.identity;
    if (identity.provider === 'cognito') {
      // Amplify keeps its tokens in localStorage itself; the user pool keeps the passwords.
      bind(COGNITO)
        .toDynamicValue((c) => deferredCognitoIdentity(identity, c.get(TOKENS.storage)))
        .inSingletonScope();
      bind(TOKENS.identity).toService(COGNITO);
      bind(TOKENS.providerPasswords).toService(COGNITO);
    } else {
      bind(TOKENS.identity)
        .toDynamicValue((c): IdentityPort => new LocalIdentityAdapter(c.get(TOKENS.identityApiClient), c.get(TOKENS.storage), c.get(TOKENS.clock)))
        .inSingletonScope();
    }
  });
