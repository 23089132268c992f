import type { Result } from '../../domain/shared/result';

/** A signed-in identity: the access token every API call carries, and when it expires (epoch ms). */
export interface IdentitySession {
  readonly accessToken: string;
  readonly expiresAt: number;
  readonly email: string;
}

/** Cognito asks new users to confirm their e-mail with a code before the first sign-in. */
export interface SignUpReceipt {
  readonly confirmationRequired: boolean;
}

/** The identity provider (Cognito in production, the reference backend's local identity by default). */
export interface IdentityPort {
  signUp(email: string, password: string): Promise<Result<SignUpReceipt>>;
  confirmSignUp(email: string, code: string): Promise<Result<void>>;
  signIn(email: string, password: string): Promise<Result<IdentitySession>>;
  signOut(): Promise<void>;
  /** The current session, refreshed when its token is near expiry; null when nobody is signed in. */
  currentSession(): Promise<IdentitySession | null>;
}
