import type { IdentityPort } from '../../application/ports/identity.port';
import type { PasswordsPort } from '../../application/ports/passwords.port';
import type { KeyValueStoragePort } from '../../application/ports/key-value-storage.port';
import type { CognitoSettings } from './cognito-identity.adapter';

/** Where Amplify names its signed-in user (its token store's key); the tokens sit beside it. */
export const amplifyLastUserKey = (userPoolClientId: string): string => `CognitoIdentityServiceProvider.${userPoolClientId}.LastAuthUser`;

/**
 * Cognito's adapter, loaded with Amplify on first use. Reading or ending a session when Amplify holds no
 * user (a first visit to /login: the session check signs a stranger out) answers at once, without
 * downloading Amplify: it loads only when identity is really used.
 */
export const deferredCognitoIdentity = (
  settings: CognitoSettings,
  storage: KeyValueStoragePort,
  tokenStorage?: KeyValueStoragePort,
): IdentityPort & PasswordsPort => {
  let adapter: Promise<IdentityPort & PasswordsPort> | null = null;
  const load = () =>
    (adapter ??= import('./cognito-identity.adapter').then(
      ({ CognitoIdentityAdapter, loadAmplifyAuth }) => new CognitoIdentityAdapter(() => loadAmplifyAuth(settings, tokenStorage), settings.authFlow),
    ));
  const holdsUser = () => adapter !== null || storage.get(amplifyLastUserKey(settings.userPoolClientId)) !== null;
  return {
    signUp: async (email, password) => (await load()).signUp(email, password),
    confirmSignUp: async (email, code) => (await load()).confirmSignUp(email, code),
    signIn: async (email, password) => (await load()).signIn(email, password),
    signOut: async () => (holdsUser() ? (await load()).signOut() : undefined),
    changePassword: async (current, next) => (await load()).changePassword(current, next),
    currentSession: async () => (holdsUser() ? (await load()).currentSession() : null),
  };
};
