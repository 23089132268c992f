import { CognitoError, NotAuthorizedError } from 'cognito-local/lib/errors';
import type { Route, Router } from 'cognito-local/lib/server/Router';
import type { Services } from 'cognito-local/lib/services';
import { attribute, attributesAppend, attributesRemove } from 'cognito-local/lib/services/userPoolService';

/**
 * Where cognito-local 5.3 differs from Cognito in what the app relies on, the emulator behaves as Cognito
 * (README, "Production identity"): each difference here is one the app would meet in production.
 */

type Request = Record<string, unknown> & { ClientId?: string; Username?: string; AuthParameters?: Record<string, string> };

/** Cognito matches an e-mail user name whatever its case (a new pool is case-insensitive); cognito-local compares it exactly. */
const withUsernameLowerCased = (request: Request): Request => ({
  ...request,
  ...(request.Username === undefined ? {} : { Username: request.Username.toLowerCase() }),
  ...(Array.isArray(request.UserAttributes)
    ? {
        UserAttributes: (request.UserAttributes as { Name: string; Value: string }[]).map((a) =>
          a.Name === 'email' ? { ...a, Value: a.Value.toLowerCase() } : a,
        ),
      }
    : {}),
  ...(request.AuthParameters?.USERNAME === undefined
    ? {}
    : { AuthParameters: { ...request.AuthParameters, USERNAME: request.AuthParameters.USERNAME.toLowerCase() } }),
});

/**
 * A pool that prevents user-existence errors answers a wrong password and an unknown user alike:
 * NotAuthorizedException, 'Incorrect username or password.'. cognito-local says InvalidPasswordException
 * for the one and 'User not authorized' for the other.
 */
const signInRefusalsAsCognito =
  (route: Route): Route =>
  async (ctx, request: Request) => {
    try {
      return await route(ctx, withUsernameLowerCased(request));
    } catch (error) {
      const refusal = error instanceof CognitoError && ['InvalidPasswordException', 'NotAuthorizedException'].includes(error.code);
      if (refusal && request.AuthFlow === 'USER_PASSWORD_AUTH') throw new NotAuthorizedError('Incorrect username or password.');
      throw error;
    }
  };

/** Confirming the sign-up with the e-mailed code verifies the e-mail in Cognito (email_verified in the ID token); cognito-local leaves it unverified. */
const confirmationVerifiesEmail =
  (route: Route, services: Services): Route =>
  async (ctx, request: Request) => {
    const lowered = withUsernameLowerCased(request);
    const answer: unknown = await route(ctx, lowered);
    const pool = await services.cognito.getUserPoolForClientId(ctx, String(lowered.ClientId));
    const user = await pool.getUserByUsername(ctx, String(lowered.Username));
    if (user)
      await pool.saveUser(ctx, {
        ...user,
        Attributes: attributesAppend(attributesRemove(user.Attributes, 'email_verified'), attribute('email_verified', 'true')),
      });
    return answer;
  };

/**
 * Amplify 6 refreshes with GetTokensFromRefreshToken, which cognito-local lacks: it is answered by its
 * REFRESH_TOKEN_AUTH flow. No new refresh token comes back (a pool without rotation does the same).
 */
const refreshThroughInitiateAuth =
  (initiateAuth: Route): Route =>
  async (ctx, request: Request) => {
    const answer = (await initiateAuth(ctx, {
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      ClientId: request.ClientId,
      AuthParameters: { REFRESH_TOKEN: String(request.RefreshToken ?? '') },
    })) as { AuthenticationResult: { AccessToken: string; IdToken: string } };
    const { AccessToken, IdToken } = answer.AuthenticationResult;
    return { AuthenticationResult: { AccessToken, IdToken, TokenType: 'Bearer' } };
  };

/**
 * A wrong current password in ChangePassword is Cognito's NotAuthorizedException ('Incorrect username or
 * password.'); cognito-local says InvalidPasswordException, which Cognito keeps for a new password its policy refuses.
 */
const passwordChangeRefusalAsCognito =
  (route: Route): Route =>
  async (ctx, request: Request) => {
    try {
      return await route(ctx, request);
    } catch (error) {
      if (error instanceof CognitoError && error.code === 'InvalidPasswordException') throw new NotAuthorizedError('Incorrect username or password.');
      throw error;
    }
  };

/** cognito-local's router with Cognito's behaviour where the two differ. */
export const routerWithCognitoParity =
  (router: Router, services: Services): Router =>
  (target) => {
    if (target === 'InitiateAuth') return signInRefusalsAsCognito(router(target));
    if (target === 'SignUp') return (ctx, request: Request) => router(target)(ctx, withUsernameLowerCased(request));
    if (target === 'ConfirmSignUp') return confirmationVerifiesEmail(router(target), services);
    if (target === 'GetTokensFromRefreshToken') return refreshThroughInitiateAuth(router('InitiateAuth'));
    if (target === 'ChangePassword') return passwordChangeRefusalAsCognito(router(target));
    return router(target);
  };
