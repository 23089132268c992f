import type { OperationHandler, OperationRequest } from '../contract/operation-router';
import { HttpError } from '../http/http-error';
import type { OperationId } from '../http/typed-handlers';
import type { RateLimitName, RateLimitRules } from './rate-limit-rules';
import type { RateLimiter } from './rate-limiter';

type EmailOf = (request: OperationRequest) => unknown;

const bodyEmail: EmailOf = (request) => (request.body as { email?: unknown } | undefined)?.email;
const queryEmail: EmailOf = (request) => request.query.email;
const callerEmail: EmailOf = (request) => request.caller?.email;

/** The operations that are limited, by which rules, and whose e-mail they count against. */
const GUARDED: Partial<Record<OperationId, { readonly rules: readonly RateLimitName[]; readonly email: EmailOf }>> = {
  identitySignIn: { rules: ['signIn'], email: bodyEmail },
  identitySignUp: { rules: ['signUp'], email: bodyEmail },
  checkExistCognitoUser: { rules: ['accountLookup'], email: queryEmail },
  sendResetPassword: { rules: ['passwordReset'], email: bodyEmail },
  checkResetToken: { rules: ['resetLink'], email: bodyEmail },
  resetPassword: { rules: ['resetLink'], email: bodyEmail },
  setAvatar: { rules: ['upload'], email: callerEmail },
  uploadPrivateFile: { rules: ['upload'], email: callerEmail },
  uploadMedicalFiles: { rules: ['upload'], email: callerEmail },
  sendChatFile: { rules: ['upload', 'chatSend'], email: callerEmail },
  sendChatMessage: { rules: ['chatSend'], email: callerEmail },
  askQuestion: { rules: ['chatSend'], email: callerEmail },
};

const tooMany = (waitMs: number): HttpError => {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  const when = seconds < 60 ? `${seconds} second${seconds === 1 ? '' : 's'}` : `${Math.ceil(seconds / 60)} minute${Math.ceil(seconds / 60) === 1 ? '' : 's'}`;
  return new HttpError(429, `Too many requests: please try again in ${when}.`, undefined, { 'retry-after': String(seconds) });
};

/**
 * The handlers with their rate limits in front: per client address and per e-mail, counted before the
 * handler runs (an upload's body is not read when refused), answered with 429 and Retry-After.
 */
export const rateLimitedHandlers = (
  handlers: Readonly<Record<string, OperationHandler>>,
  limiter: RateLimiter,
  rules: RateLimitRules,
): Record<string, OperationHandler> =>
  Object.fromEntries(
    Object.entries(handlers).map(([operationId, handler]) => {
      const guard = GUARDED[operationId as OperationId];
      if (!guard) return [operationId, handler];
      const limited: OperationHandler = async (request) => {
        const email = guard.email(request);
        const checks = guard.rules.flatMap((name) => [
          { key: `${name}:address:${request.client.address}`, rule: rules[name].perAddress },
          ...(typeof email === 'string' ? [{ key: `${name}:email:${email.trim().toLowerCase()}`, rule: rules[name].perEmail }] : []),
        ]);
        const waitMs = limiter.take(checks);
        if (waitMs !== null) throw tooMany(waitMs);
        return handler(request);
      };
      return [operationId, limited];
    }),
  );
