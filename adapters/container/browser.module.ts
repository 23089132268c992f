import { ContainerModule } from 'inversify';
import type { IdentityPort } from '../../application/ports/identity.port';
import { SystemClockAdapter } from '../clock/system-clock.adapter';
import type { RuntimeConfig } from '../config/runtime-config.schema';
import { deferredPixelAnalytics } from '../analytics/deferred-pixel-analytics';
import type { CognitoSettings } from '../identity/cognito-identity.adapter';
import { LocalIdentityAdapter } from '../identity/local-identity.adapter';
import { LocalStorageAdapter } from '../storage/local-storage.adapter';
import { SHELL_TOKENS } from './shell.tokens';
import { TOKENS } from './tokens';

/** Cognito's adapter loads with Amplify, on first use: a deployment on the local identity never downloads it. */
const deferredCognito = (settings: CognitoSettings): IdentityPort => {
  let adapter: Promise<IdentityPort> | null = null;
  const load = () =>
    (adapter ??= import('../identity/cognito-identity.adapter').then(
      ({ CognitoIdentityAdapter, loadAmplifyAuth }) => new CognitoIdentityAdapter(() => loadAmplifyAuth(settings)),
    ));
  return {
    signUp: async (email, password) => (await load()).signUp(email, password),
    confirmSignUp: async (email, code) => (await load()).confirmSignUp(email, code),
    signIn: async (email, password) => (await load()).signIn(email, password),
    signOut: async () => (await load()).signOut(),
    currentSession: async () => (await load()).currentSession(),
  };
};

/** The browser: localStorage, and the identity provider the runtime configuration names. */
export const browserModule = (config: RuntimeConfig, storage: Storage) =>
  new ContainerModule(({ bind }) => {
    bind(TOKENS.config).toConstantValue(config);
    bind(TOKENS.clock).toConstantValue(new SystemClockAdapter());
    bind(TOKENS.storage).toConstantValue(new LocalStorageAdapter(storage));
    bind(SHELL_TOKENS.tabStorage).toConstantValue(new LocalStorageAdapter(window.sessionStorage));
    const pixels = deferredPixelAnalytics(config.pixels, window.location.origin, window);
    if (pixels) bind(SHELL_TOKENS.analytics).toConstantValue(pixels);
    bind(TOKENS.identity)
      .toDynamicValue((c): IdentityPort => {
        const identity = config.identity;
        return identity.provider === 'cognito'
          ? deferredCognito(identity)
          : new LocalIdentityAdapter(c.get(TOKENS.identityApiClient), c.get(TOKENS.storage), c.get(TOKENS.clock));
      })
      .inSingletonScope();
  });
