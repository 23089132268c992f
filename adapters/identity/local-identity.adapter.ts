import * as z from 'zod/mini';
import { ok, type Result } from '../../domain/shared/result';
import type { ClockPort } from '../../application/ports/clock.port';
import type { IdentityPort, IdentitySession, SignUpReceipt } from '../../application/ports/identity.port';
import type { KeyValueStoragePort } from '../../application/ports/key-value-storage.port';
import type { ApiClient } from '../http/api-client';
import { readResult } from '../http/read-result';
import { singleEnvelope } from '../http/schemas/envelope.schema';

const tokensSchema = singleEnvelope(z.object({ accessToken: z.string(), refreshToken: z.string(), expiresAt: z.number(), email: z.string() }));
const storedSchema = z.object({ accessToken: z.string(), refreshToken: z.string(), expiresAt: z.number(), email: z.string() });
type StoredTokens = z.infer<typeof storedSchema>;

/** Where this adapter keeps its tokens, as Amplify keeps Cognito's under its own keys. */
export const LOCAL_IDENTITY_STORAGE_KEY = 'identity.local.tokens';
/** Refresh this long before expiry, so a request never leaves with a token about to lapse. */
export const REFRESH_MARGIN_MS = 5 * 60 * 1000;

const toSession = ({ accessToken, expiresAt, email }: StoredTokens): IdentitySession => ({ accessToken, expiresAt, email });

/** The reference backend's local identity provider (sign-up, sign-in, refresh, sign-out). */
export class LocalIdentityAdapter implements IdentityPort {
  private refreshing: Promise<IdentitySession | null> | null = null;

  constructor(
    /** A client without the bearer middleware: identity calls carry their own credentials. */
    private readonly api: ApiClient,
    private readonly storage: KeyValueStoragePort,
    private readonly clock: ClockPort,
  ) {}

  async signUp(email: string, password: string): Promise<Result<SignUpReceipt>> {
    const created = await readResult(this.api.POST('/identity/sign-up', { body: { email, password } }), z.unknown(), 'Sign-up');
    return created.ok ? ok({ confirmationRequired: false }) : created;
  }

  /** Local identities are confirmed at sign-up: there is never a code to enter. */
  async confirmSignUp(): Promise<Result<void>> {
    return ok(undefined);
  }

  async signIn(email: string, password: string): Promise<Result<IdentitySession>> {
    const tokens = await readResult(this.api.POST('/identity/sign-in', { body: { email, password } }), tokensSchema, 'Sign-in');
    if (!tokens.ok) return tokens;
    this.store(tokens.value);
    return ok(toSession(tokens.value));
  }

  async signOut(): Promise<void> {
    const stored = this.read();
    this.storage.remove(LOCAL_IDENTITY_STORAGE_KEY);
    if (!stored) return;
    try {
      await this.api.POST('/identity/sign-out', {
        body: { refreshToken: stored.refreshToken },
        headers: { authorization: `Bearer ${stored.accessToken}` },
      });
    } catch {
      // Offline: the local tokens are gone already, the server-side token simply expires.
    }
  }

  currentSession(): Promise<IdentitySession | null> {
    const stored = this.read();
    if (!stored) return Promise.resolve(null);
    if (stored.expiresAt - this.clock.now() > REFRESH_MARGIN_MS) return Promise.resolve(toSession(stored));
    this.refreshing ??= this.refresh(stored).finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  private async refresh(stored: StoredTokens): Promise<IdentitySession | null> {
    const tokens = await readResult(
      this.api.POST('/identity/refresh', { body: { refreshToken: stored.refreshToken } }),
      tokensSchema,
      'Refreshing your session',
    );
    if (tokens.ok) {
      this.store(tokens.value);
      return toSession(tokens.value);
    }
    if (tokens.error.statusCode === 401) {
      this.storage.remove(LOCAL_IDENTITY_STORAGE_KEY);
      return null;
    }
    // The server could not be reached: keep the token while it is still valid.
    return stored.expiresAt > this.clock.now() ? toSession(stored) : null;
  }

  private store(tokens: StoredTokens): void {
    const { accessToken, refreshToken, expiresAt, email } = tokens;
    this.storage.set(LOCAL_IDENTITY_STORAGE_KEY, JSON.stringify({ accessToken, refreshToken, expiresAt, email }));
  }

  private read(): StoredTokens | null {
    const raw = this.storage.get(LOCAL_IDENTITY_STORAGE_KEY);
    if (!raw) return null;
    try {
      const parsed = storedSchema.safeParse(JSON.parse(raw));
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  }
}
