import type { ResolutionContext } from 'inversify';
import type { SessionUseCases } from '../../application/areas/session.use-cases';
import { CheckSessionUseCase } from '../../application/use-cases/auth/check-session.use-case';
import { ConfirmSignUpUseCase } from '../../application/use-cases/auth/confirm-sign-up.use-case';
import { LoadCurrentUserUseCase } from '../../application/use-cases/auth/load-current-user.use-case';
import { SignInUseCase } from '../../application/use-cases/auth/sign-in.use-case';
import { SignOutUseCase } from '../../application/use-cases/auth/sign-out.use-case';
import { SignUpUseCase } from '../../application/use-cases/auth/sign-up.use-case';
import { ListSubscriptionsUseCase } from '../../application/use-cases/subscriptions/list-subscriptions.use-case';
import { TOKENS } from './tokens';

/** The session's use cases, from whatever ports the browser or node module bound. */
export const wireSession = (c: ResolutionContext) => {
  const identity = c.get(TOKENS.identity);
  const storage = c.get(TOKENS.storage);
  const clock = c.get(TOKENS.clock);
  const account = c.get(TOKENS.patientAccount);
  const signOut = new SignOutUseCase(identity, storage);
  const loadCurrentUser = new LoadCurrentUserUseCase(account, storage);
  const signIn = new SignInUseCase(identity, account, storage, clock, loadCurrentUser, signOut);
  return {
    signUp: new SignUpUseCase(identity, signIn),
    confirmSignUp: new ConfirmSignUpUseCase(identity, signIn),
    signIn,
    signOut,
    loadCurrentUser,
    checkSession: new CheckSessionUseCase(identity, storage, clock, signOut),
    listSubscriptions: new ListSubscriptionsUseCase(c.get(TOKENS.subscriptions)),
  } satisfies SessionUseCases;
};
