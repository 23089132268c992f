import type { CheckSessionUseCase } from '../use-cases/auth/check-session.use-case';
import type { ConfirmSignUpUseCase } from '../use-cases/auth/confirm-sign-up.use-case';
import type { LoadCurrentUserUseCase } from '../use-cases/auth/load-current-user.use-case';
import type { SignInUseCase } from '../use-cases/auth/sign-in.use-case';
import type { SignOutUseCase } from '../use-cases/auth/sign-out.use-case';
import type { SignUpUseCase } from '../use-cases/auth/sign-up.use-case';
import type { ListSubscriptionsUseCase } from '../use-cases/subscriptions/list-subscriptions.use-case';

/**
 * Signing up, in and out, the session rule, the current user and their subscriptions: what the first
 * visit needs, so wired at once (adapters/container/session.wiring.ts).
 */
export interface SessionUseCases {
  readonly signUp: SignUpUseCase;
  readonly confirmSignUp: ConfirmSignUpUseCase;
  readonly signIn: SignInUseCase;
  readonly signOut: SignOutUseCase;
  readonly loadCurrentUser: LoadCurrentUserUseCase;
  readonly checkSession: CheckSessionUseCase;
  readonly listSubscriptions: ListSubscriptionsUseCase;
}
