import type { ResolutionContext } from 'inversify';
import type { PasswordResetUseCases } from '../../application/areas/password-reset.use-cases';
import { CheckResetLinkUseCase } from '../../application/use-cases/password-reset/check-reset-link.use-case';
import { RequestPasswordResetUseCase } from '../../application/use-cases/password-reset/request-password-reset.use-case';
import { SetNewPasswordUseCase } from '../../application/use-cases/password-reset/set-new-password.use-case';
import { HttpPasswordResetAdapter } from '../http/http-password-reset.adapter';
import { loadAmplifyAuth } from '../identity/cognito-identity.adapter';
import { CognitoPasswordResetAdapter } from '../identity/cognito-password-reset.adapter';
import { TOKENS } from './tokens';

/** The password reset's use cases. areas.module.ts loads this file on first call, so /login downloads none of it. */
export const wirePasswordReset = (c: ResolutionContext) => {
  const identity = c.get(TOKENS.config).identity;
  // The user pool keeps the passwords in the Cognito configuration: it mails a code, entered on /reset-password.
  const resets =
    identity.provider === 'cognito' ? new CognitoPasswordResetAdapter(() => loadAmplifyAuth(identity)) : new HttpPasswordResetAdapter(c.get(TOKENS.apiClient));
  return {
    requestPasswordReset: new RequestPasswordResetUseCase(resets),
    checkResetLink: new CheckResetLinkUseCase(resets),
    setNewPassword: new SetNewPasswordUseCase(resets),
  } satisfies PasswordResetUseCases;
};
