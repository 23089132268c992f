import { makeAutoObservable, runInAction } from 'mobx';
import type { User } from '../../domain/entities/user';
import type { Result } from '../../domain/shared/result';
import type { CheckSessionUseCase } from '../../application/use-cases/auth/check-session.use-case';
import type { LoadCurrentUserUseCase } from '../../application/use-cases/auth/load-current-user.use-case';
import type { SignInInput, SignInUseCase } from '../../application/use-cases/auth/sign-in.use-case';
import type { SignOutUseCase } from '../../application/use-cases/auth/sign-out.use-case';
import type { ConfirmSignUpInput, ConfirmSignUpUseCase } from '../../application/use-cases/auth/confirm-sign-up.use-case';
import type { SignUpInput, SignUpOutcome, SignUpUseCase } from '../../application/use-cases/auth/sign-up.use-case';

export type SessionPhase = 'checking' | 'signed-out' | 'signed-in';

/** Who is signed in, and the actions that change it. */
export class SessionStore {
  phase: SessionPhase = 'checking';
  user: User | null = null;
  private resetListeners: Array<() => void> = [];

  constructor(
    private readonly signInUseCase: SignInUseCase,
    private readonly signUpUseCase: SignUpUseCase,
    private readonly confirmSignUpUseCase: ConfirmSignUpUseCase,
    private readonly signOutUseCase: SignOutUseCase,
    private readonly checkSessionUseCase: CheckSessionUseCase,
    private readonly loadCurrentUserUseCase: LoadCurrentUserUseCase,
  ) {
    makeAutoObservable<SessionStore, 'resetListeners'>(this, { resetListeners: false }, { autoBind: true });
  }

  get patientId(): string | null {
    return this.user?.patient?._id ?? null;
  }

  /** On start: keep a live session (refreshing its token), or end up signed out. */
  async restore(): Promise<void> {
    const verdict = await this.checkSessionUseCase.execute();
    if (verdict.kind === 'logged-out') return this.becomeSignedOut();
    const user = await this.loadCurrentUserUseCase.execute();
    if (user.ok) return this.becomeSignedIn(user.value);
    await this.signOutUseCase.execute();
    this.becomeSignedOut();
  }

  async signIn(input: SignInInput): Promise<Result<User>> {
    return this.settle(await this.signInUseCase.execute(input));
  }

  async signUp(input: SignUpInput): Promise<Result<SignUpOutcome>> {
    const outcome = await this.signUpUseCase.execute(input);
    if (outcome.ok && outcome.value.kind === 'signed-in') this.becomeSignedIn(outcome.value.user);
    return outcome;
  }

  async confirmSignUp(input: ConfirmSignUpInput): Promise<Result<User>> {
    return this.settle(await this.confirmSignUpUseCase.execute(input));
  }

  /** Signs out, clears local storage (the use case) and resets every store that registered. */
  async signOut(): Promise<void> {
    await this.signOutUseCase.execute();
    runInAction(() => this.becomeSignedOut());
    for (const reset of this.resetListeners) reset();
  }

  /** Stores holding a patient's data register here to be emptied at sign-out. */
  onReset(listener: () => void): void {
    this.resetListeners.push(listener);
  }

  private settle(result: Result<User>): Result<User> {
    if (result.ok) this.becomeSignedIn(result.value);
    return result;
  }

  private becomeSignedIn(user: User): void {
    this.user = user;
    this.phase = 'signed-in';
  }

  private becomeSignedOut(): void {
    this.user = null;
    this.phase = 'signed-out';
  }
}
