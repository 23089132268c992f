import type { User } from '../../../domain/entities/user';
import { STORAGE_KEYS } from '../../../domain/session/storage-keys';
import { errorKindOf } from '../../../domain/shared/error-kind';
import { fail, type Result } from '../../../domain/shared/result';
import type { ClockPort } from '../../ports/clock.port';
import type { IdentityPort } from '../../ports/identity.port';
import type { KeyValueStoragePort } from '../../ports/key-value-storage.port';
import type { NewPatient, PatientAccountPort } from '../../ports/patient-account.port';
import type { LoadCurrentUserUseCase } from './load-current-user.use-case';
import type { SignOutUseCase } from './sign-out.use-case';

export interface SignInInput {
  readonly email: string;
  readonly password: string;
  /** Who to create when the identity has no patient yet (a sign-up, or one interrupted before). */
  readonly newPatient?: Omit<NewPatient, 'email'>;
}

/**
 * Signs in with the identity provider, stores the token and the session markers (spec §4 Session), and
 * loads the user. An identity without a patient gets one, so an interrupted sign-up heals at next sign-in.
 * Anything refused (wrong role included) signs out again: no half-signed-in state is left behind.
 */
export class SignInUseCase {
  constructor(
    private readonly identity: IdentityPort,
    private readonly account: PatientAccountPort,
    private readonly storage: KeyValueStoragePort,
    private readonly clock: ClockPort,
    private readonly loadCurrentUser: LoadCurrentUserUseCase,
    private readonly signOut: SignOutUseCase,
  ) {}

  async execute(input: SignInInput): Promise<Result<User>> {
    const session = await this.identity.signIn(input.email, input.password);
    if (!session.ok) return session;
    this.storage.set(STORAGE_KEYS.token, session.value.accessToken);
    this.storage.set(STORAGE_KEYS.expDate, String(session.value.expiresAt));
    this.storage.set(STORAGE_KEYS.expirationDate, String(this.clock.now()));

    let user = await this.loadCurrentUser.execute();
    if (!user.ok && errorKindOf(user.error) === 'not-found') {
      const created = await this.account.createPatient({ ...input.newPatient, email: session.value.email });
      user = created.ok ? await this.loadCurrentUser.execute() : created;
    }
    if (!user.ok) {
      await this.signOut.execute();
      return fail(user.error.message, user.error.statusCode, user.error.code);
    }
    return user;
  }
}
