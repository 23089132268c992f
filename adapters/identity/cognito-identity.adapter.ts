import { fail, ok, type Result } from '../../domain/shared/result';
import type { IdentityPort, IdentitySession, SignUpReceipt } from '../../application/ports/identity.port';
import type { PasswordChanged, PasswordsPort } from '../../application/ports/passwords.port';
import type { KeyValueStoragePort } from '../../application/ports/key-value-storage.port';

/** The slice of aws-amplify/auth this adapter uses; tests hand in a fake with the same shape. */
export interface AmplifyAuth {
  signUp(input: { username: string; password: string; options: { userAttributes: { email: string } } }): Promise<{
    nextStep: { signUpStep: string };
  }>;
  confirmSignUp(input: { username: string; confirmationCode: string }): Promise<unknown>;
  signIn(input: {
    username: string;
    password: string;
    options: { authFlowType: CognitoAuthFlow };
  }): Promise<{ isSignedIn: boolean; nextStep: { signInStep: string } }>;
  signOut(): Promise<void>;
  updatePassword(input: { oldPassword: string; newPassword: string }): Promise<void>;
  resetPassword(input: { username: string }): Promise<unknown>;
  confirmResetPassword(input: { username: string; confirmationCode: string; newPassword: string }): Promise<void>;
  fetchAuthSession(): Promise<{
    tokens?: {
      idToken?: { toString(): string; payload: { exp?: number; email?: unknown } };
      accessToken: { toString(): string; payload: { exp?: number } };
    };
  }>;
}

/** SRP in production; USER_PASSWORD_AUTH where the pool (the local emulator) has no SRP (config.json names it). */
export type CognitoAuthFlow = 'USER_SRP_AUTH' | 'USER_PASSWORD_AUTH';

export interface CognitoSettings {
  readonly region: string;
  readonly userPoolId: string;
  readonly userPoolClientId: string;
  readonly authFlow: CognitoAuthFlow;
  /** Another endpoint than the region's: the local emulator. */
  readonly userPoolEndpoint?: string | undefined;
}

/** Amplify's token storage over a storage port: the CLI's session file (the browser keeps Amplify's own, localStorage). */
const amplifyStorageOver = (storage: KeyValueStoragePort) => ({
  setItem: (key: string, value: string) => Promise.resolve(storage.set(key, value)),
  getItem: (key: string) => Promise.resolve(storage.get(key)),
  removeItem: (key: string) => Promise.resolve(storage.remove(key)),
  clear: () => Promise.resolve(storage.clear()),
});

/** Amplify loaded on first use, so its ~35 KB gzip never weigh on a first visit (STACK.md). */
export const loadAmplifyAuth = async (settings: CognitoSettings, tokenStorage?: KeyValueStoragePort): Promise<AmplifyAuth> => {
  const [{ Amplify }, auth] = await Promise.all([import('aws-amplify'), import('aws-amplify/auth')]);
  const { userPoolId, userPoolClientId, userPoolEndpoint } = settings;
  Amplify.configure({ Auth: { Cognito: { userPoolId, userPoolClientId, ...(userPoolEndpoint ? { userPoolEndpoint } : {}), loginWith: { email: true } } } });
  if (tokenStorage) {
    const { cognitoUserPoolsTokenProvider } = await import('aws-amplify/auth/cognito');
    cognitoUserPoolsTokenProvider.setKeyValueStorage(amplifyStorageOver(tokenStorage));
  }
  return auth as unknown as AmplifyAuth;
};

/** Cognito's exception names, in words a patient understands. */
const FRIENDLY_MESSAGES: Readonly<Record<string, string>> = {
  NotAuthorizedException: 'Incorrect e-mail or password',
  UserNotFoundException: 'Incorrect e-mail or password',
  UsernameExistsException: 'An account with this e-mail already exists',
  CodeMismatchException: 'That code is not right: check the e-mail and try again',
  ExpiredCodeException: 'That code has expired: ask for a new one',
  LimitExceededException: 'Too many attempts: please wait a few minutes and try again',
  TooManyRequestsException: 'Too many attempts: please wait a few minutes and try again',
  UserNotConfirmedException: 'Confirm your e-mail first: enter the code we sent you',
};

const STATUS_CODES: Readonly<Record<string, number>> = {
  NotAuthorizedException: 401,
  UserNotFoundException: 401,
  UsernameExistsException: 409,
  LimitExceededException: 429,
  TooManyRequestsException: 429,
};

export const toFailure = (error: unknown): Result<never> => {
  const name = error instanceof Error ? error.name : '';
  const message = FRIENDLY_MESSAGES[name] ?? (error instanceof Error && error.message ? error.message : 'Sign-in is unavailable right now, please try again');
  return fail(message, STATUS_CODES[name] ?? 400);
};

/** The production identity provider: Amazon Cognito (user pool in us-west-2) through Amplify; the pool keeps the passwords too. */
export class CognitoIdentityAdapter implements IdentityPort, PasswordsPort {
  private auth: Promise<AmplifyAuth> | null = null;

  constructor(
    private readonly loadAuth: () => Promise<AmplifyAuth>,
    private readonly authFlow: CognitoAuthFlow,
  ) {}

  private amplify(): Promise<AmplifyAuth> {
    this.auth ??= this.loadAuth();
    return this.auth;
  }

  async signUp(email: string, password: string): Promise<Result<SignUpReceipt>> {
    try {
      const auth = await this.amplify();
      const result = await auth.signUp({ username: email, password, options: { userAttributes: { email } } });
      return ok({ confirmationRequired: result.nextStep.signUpStep === 'CONFIRM_SIGN_UP' });
    } catch (error) {
      return toFailure(error);
    }
  }

  async confirmSignUp(email: string, code: string): Promise<Result<void>> {
    try {
      await (await this.amplify()).confirmSignUp({ username: email, confirmationCode: code });
      return ok(undefined);
    } catch (error) {
      return toFailure(error);
    }
  }

  async signIn(email: string, password: string): Promise<Result<IdentitySession>> {
    try {
      const auth = await this.amplify();
      const signIn = () => auth.signIn({ username: email, password, options: { authFlowType: this.authFlow } });
      // Amplify refuses a sign-in while it still holds someone's tokens (a CLI session file, another tab's user): that user signs out first.
      const result = await signIn().catch(async (error: unknown) => {
        if (!(error instanceof Error && error.name === 'UserAlreadyAuthenticatedException')) throw error;
        await auth.signOut();
        return signIn();
      });
      if (!result.isSignedIn) {
        return fail(
          result.nextStep.signInStep === 'CONFIRM_SIGN_UP'
            ? (FRIENDLY_MESSAGES.UserNotConfirmedException ?? '')
            : 'This sign-in needs a step the app does not support yet: please contact support',
          401,
        );
      }
      const session = await this.currentSession();
      return session ? ok(session) : fail('Sign-in did not complete, please try again', 401);
    } catch (error) {
      return toFailure(error);
    }
  }

  /** Other devices keep their tokens (Cognito's global sign-out would end this one's too). */
  async changePassword(currentPassword: string, newPassword: string): Promise<Result<PasswordChanged>> {
    try {
      await (await this.amplify()).updatePassword({ oldPassword: currentPassword, newPassword });
      return ok({ otherSessionsEnded: false });
    } catch (error) {
      // Signed in, a refusal of the pool's is the current password's: forbidden, as the reference backend says it.
      if (error instanceof Error && error.name === 'NotAuthorizedException') return fail(error.message, 403);
      return toFailure(error);
    }
  }

  async signOut(): Promise<void> {
    try {
      await (await this.amplify()).signOut();
    } catch {
      // Offline: Amplify has cleared its local tokens already.
    }
  }

  /** Amplify refreshes an expiring token itself; the API takes the ID token, which carries the e-mail. */
  async currentSession(): Promise<IdentitySession | null> {
    try {
      const { tokens } = await (await this.amplify()).fetchAuthSession();
      const token = tokens?.idToken;
      if (!token?.payload.exp) return null;
      return { accessToken: token.toString(), expiresAt: token.payload.exp * 1000, email: String(token.payload.email ?? '') };
    } catch {
      return null;
    }
  }
}
