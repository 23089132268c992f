import { HttpError } from '../http/http-error';
import type { HandlerTable } from '../http/typed-handlers';
import type { ServerContext } from '../server-context';
import { readConfigEntry } from './config-values';
import { listEnabledStates, searchLookup } from './lookups.repository';

/** Public reference data: lookup lists, configuration values and the states where the service is offered. */
export const lookupsHandlers = (ctx: ServerContext) =>
  ({
    getLookupList: async ({ params, query }) => ({
      status: 200,
      body: { status: 'success', data: await searchLookup(ctx.db, params.type, query.search, query.system) },
    }),

    getConfigValue: async ({ query }) => {
      const entry = await readConfigEntry(ctx.db, query.config);
      if (!entry) throw new HttpError(404, `Unknown configuration value '${query.config}'`);
      return { status: 200, body: { status: 'success', data: [entry] } };
    },

    getEnabledStates: async () => ({ status: 200, body: { status: 'success', data: await listEnabledStates(ctx.db) } }),
  }) satisfies Partial<HandlerTable>;
