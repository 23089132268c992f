import type { Result } from '../../domain/shared/result';

/** A signed-in identity: the access token every API call carries, and when it expires (epoch ms). */
export interface IdentitySession {
  readonly accessToken: string;
  readonly expiresAt: number;
  readonly email: string;
}

/** The identity provider (Cognito in production, the reference backend's local identity by default). */
export interface IdentityPort {
  signUp(email: string, password: string): Promise<Result<void>>;
  signIn(email: string, password: string): Promise<Result<IdentitySession>>;
  signOut(): Promise<void>;
  /** The current session, refreshed when its token is near expiry; null when nobody is signed in. */
  currentSession(): Promise<IdentitySession | null>;
}
