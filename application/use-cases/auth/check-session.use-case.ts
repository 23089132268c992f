import { evaluateSession, type SessionVerdict } from '../../../domain/session/session-markers';
import { STORAGE_KEYS } from '../../../domain/session/storage-keys';
import type { ClockPort } from '../../ports/clock.port';
import type { IdentityPort } from '../../ports/identity.port';
import type { KeyValueStoragePort } from '../../ports/key-value-storage.port';
import type { SignOutUseCase } from './sign-out.use-case';

const readNumber = (value: string | null): number | null => {
  if (value === null || value.trim() === '') return null;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : null;
};

/**
 * The session rule of spec §4: no expiry marker, 30 days without activity, or no current identity-provider
 * user logs out (to /); otherwise the token is refreshed and the activity time moves to now.
 */
export class CheckSessionUseCase {
  constructor(
    private readonly identity: IdentityPort,
    private readonly storage: KeyValueStoragePort,
    private readonly clock: ClockPort,
    private readonly signOut: SignOutUseCase,
  ) {}

  async execute(): Promise<SessionVerdict> {
    const verdict = evaluateSession(
      {
        expiryMarker: readNumber(this.storage.get(STORAGE_KEYS.expDate)),
        lastActivityAt: readNumber(this.storage.get(STORAGE_KEYS.expirationDate)),
      },
      this.clock.now(),
    );
    if (verdict.kind === 'logged-out') {
      await this.signOut.execute();
      return verdict;
    }
    const session = await this.identity.currentSession();
    if (!session) {
      await this.signOut.execute();
      return { kind: 'logged-out', reason: 'no-identity', redirectTo: '/' };
    }
    this.storage.set(STORAGE_KEYS.token, session.accessToken);
    this.storage.set(STORAGE_KEYS.expDate, String(session.expiresAt));
    this.storage.set(STORAGE_KEYS.expirationDate, String(verdict.activityAt));
    return verdict;
  }
}
