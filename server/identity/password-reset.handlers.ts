import { HttpError } from '../http/http-error';
import type { HandlerTable } from '../http/typed-handlers';
import { PASSWORDS_AT_THE_POOL } from './cognito-identity';
import type { ServerContext } from '../server-context';
import { createPasswordResetService, PASSWORD_RESET_DONE, RESET_REQUESTED } from './password-reset';

export const passwordResetHandlers = (ctx: ServerContext) => {
  const resets = createPasswordResetService(ctx);
  return {
    sendResetPassword: async ({ body, client }) => {
      await resets.request(body.email, client.site);
      return { status: 200, body: { status: 'success', message: RESET_REQUESTED, data: [] } };
    },
    checkResetToken: async ({ body }) => {
      const { email, expiresAt } = await resets.check(body.token, body.email);
      return { status: 200, body: { status: 'success', data: [{ email, expiresAt: expiresAt.toISOString() }] } };
    },
    resetPassword: async ({ body }) => {
      await resets.reset(body.token, body.email, body.newPassword);
      return { status: 200, body: { status: 'success', message: PASSWORD_RESET_DONE, data: [] } };
    },
  } satisfies Partial<HandlerTable>;
};

const atThePool = (): Promise<never> => Promise.reject(new HttpError(501, PASSWORDS_AT_THE_POOL));

/** The 'cognito' identity mode: the pool resets passwords (its forgot-password flow), not this backend. */
export const passwordResetAtThePoolHandlers = {
  sendResetPassword: atThePool,
  checkResetToken: atThePool,
  resetPassword: atThePool,
} satisfies Partial<HandlerTable>;
