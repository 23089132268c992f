import { makeAutoObservable, runInAction } from 'mobx';
import type { User } from '../../domain/entities/user';
import type { SessionVerdict } from '../../domain/session/session-markers';
import type { ProductType } from '../../domain/shared/product-type';
import type { Result } from '../../domain/shared/result';
import type { CheckSessionUseCase } from '../../application/use-cases/auth/check-session.use-case';
import type { LoadCurrentUserUseCase } from '../../application/use-cases/auth/load-current-user.use-case';
import type { SignInInput, SignInUseCase } from '../../application/use-cases/auth/sign-in.use-case';
import type { SignOutUseCase } from '../../application/use-cases/auth/sign-out.use-case';
import type { ConfirmSignUpInput, ConfirmSignUpUseCase } from '../../application/use-cases/auth/confirm-sign-up.use-case';
import type { SignUpInput, SignUpOutcome, SignUpUseCase } from '../../application/use-cases/auth/sign-up.use-case';

export type SessionPhase = 'checking' | 'signed-out' | 'signed-in';

const STILL_ACTIVE: SessionVerdict = { kind: 'active', activityAt: 0, refreshToken: false };

/** Who is signed in, and the actions that change it. */
export class SessionStore {
  phase: SessionPhase = 'checking';
  user: User | null = null;
  /** The session rule's latest verdict (spec §4), checked again on each navigation in a guarded layout. */
  verdict: SessionVerdict = STILL_ACTIVE;
  /**
   * Counts sessions that ended without the patient asking (the session rule, a link's token): the
   * guards decide again when it moves. A sign-in does not move it, so the page that signed in chooses
   * where to go.
   */
  endedCount = 0;
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

  /** The product types of the patient's subscriptions. */
  get subscriptionTypes(): readonly ProductType[] {
    return [...new Set((this.user?.subscriptions ?? []).map((subscription) => subscription.productType))];
  }

  /** On start: keep a live session (refreshing its token), or end up signed out. */
  async restore(): Promise<void> {
    const verdict = await this.checkSessionUseCase.execute();
    if (verdict.kind === 'logged-out') return this.becomeSignedOut();
    this.verdict = verdict;
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

  /**
   * The session rule again (no marker, 30 idle days, no identity user; the token refreshed within its
   * exp): a logged-out verdict is kept for the session guard, which signs out and goes to /.
   */
  async verify(): Promise<SessionVerdict> {
    if (this.phase !== 'signed-in') return this.verdict;
    const verdict = await this.checkSessionUseCase.execute();
    runInAction(() => {
      this.verdict = verdict;
      if (verdict.kind === 'logged-out') this.endedCount += 1;
    });
    return verdict;
  }

  /** Loads the user again (the patient refreshed after a change of theirs). */
  async refreshUser(): Promise<Result<User>> {
    const user = await this.loadCurrentUserUseCase.execute();
    if (user.ok) runInAction(() => this.becomeSignedIn(user.value));
    return user;
  }

  /** Signs out, clears local storage (the use case) and resets every store that registered. */
  async signOut(): Promise<void> {
    await this.signOutUseCase.execute();
    this.afterSignOut();
  }

  /**
   * The session ended without the patient asking (local storage was cleared by a link's token, or the
   * session rule said so): signed out everywhere, and the guards decide again.
   */
  async endSession(): Promise<void> {
    await this.signOutUseCase.execute();
    runInAction(() => {
      this.endedCount += 1;
    });
    this.afterSignOut();
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

  private afterSignOut(): void {
    this.becomeSignedOut();
    for (const reset of this.resetListeners) reset();
  }

  private becomeSignedOut(): void {
    this.user = null;
    this.phase = 'signed-out';
    this.verdict = STILL_ACTIVE;
  }
}
