import { HttpError } from '../http/http-error';
import type { OperatorHandlerTable } from '../http/typed-handlers';
import type { ServerContext } from '../server-context';
import { SEEDED_CONFIG } from './config-values';

/** An operator changes a seeded config value, e.g. turns the identity-verification step off for a demo or a browser test. */
export const configOps = (ctx: ServerContext) =>
  ({
    setConfigValue: async ({ params, body }) => {
      const seeded = SEEDED_CONFIG.find((entry) => entry.name === params.name);
      if (!seeded) throw new HttpError(404, `No config value named '${params.name}' can be changed`);
      if (typeof body.value !== typeof seeded.value) throw new HttpError(400, `Send {"value": <${typeof seeded.value}>}`);
      await ctx.db.query('update app_config set doc = $2 where name = $1', [params.name, { ...seeded, value: body.value }]);
      return { status: 200, body: { status: 'success', data: [] } };
    },
  }) satisfies Partial<OperatorHandlerTable>;
