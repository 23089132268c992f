import { ContainerModule } from 'inversify';
import { ConfirmSignUpUseCase } from '../../application/use-cases/auth/confirm-sign-up.use-case';
import { CheckSessionUseCase } from '../../application/use-cases/auth/check-session.use-case';
import { LoadCurrentUserUseCase } from '../../application/use-cases/auth/load-current-user.use-case';
import { SignInUseCase } from '../../application/use-cases/auth/sign-in.use-case';
import { SignOutUseCase } from '../../application/use-cases/auth/sign-out.use-case';
import { SignUpUseCase } from '../../application/use-cases/auth/sign-up.use-case';
import { ListSubscriptionsUseCase } from '../../application/use-cases/subscriptions/list-subscriptions.use-case';
import { TOKENS } from './tokens';

/** The use cases, built from whatever ports the browser or node module bound. */
export const coreModule = new ContainerModule(({ bind }) => {
  bind(TOKENS.signOut)
    .toDynamicValue((c) => new SignOutUseCase(c.get(TOKENS.identity), c.get(TOKENS.storage)))
    .inSingletonScope();
  bind(TOKENS.loadCurrentUser)
    .toDynamicValue((c) => new LoadCurrentUserUseCase(c.get(TOKENS.patientAccount), c.get(TOKENS.storage)))
    .inSingletonScope();
  bind(TOKENS.signIn)
    .toDynamicValue(
      (c) =>
        new SignInUseCase(
          c.get(TOKENS.identity),
          c.get(TOKENS.patientAccount),
          c.get(TOKENS.storage),
          c.get(TOKENS.clock),
          c.get(TOKENS.loadCurrentUser),
          c.get(TOKENS.signOut),
        ),
    )
    .inSingletonScope();
  bind(TOKENS.signUp)
    .toDynamicValue((c) => new SignUpUseCase(c.get(TOKENS.identity), c.get(TOKENS.signIn)))
    .inSingletonScope();
  bind(TOKENS.confirmSignUp)
    .toDynamicValue((c) => new ConfirmSignUpUseCase(c.get(TOKENS.identity), c.get(TOKENS.signIn)))
    .inSingletonScope();
  bind(TOKENS.checkSession)
    .toDynamicValue(
      (c) => new CheckSessionUseCase(c.get(TOKENS.identity), c.get(TOKENS.storage), c.get(TOKENS.clock), c.get(TOKENS.signOut)),
    )
    .inSingletonScope();
  bind(TOKENS.listSubscriptions)
    .toDynamicValue((c) => new ListSubscriptionsUseCase(c.get(TOKENS.subscriptions)))
    .inSingletonScope();
});
