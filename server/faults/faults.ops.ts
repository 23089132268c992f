import type { OperatorHandlerTable } from '../http/typed-handlers';
import type { ServerContext } from '../server-context';

const done = { status: 200 as const, body: { status: 'success' as const, data: [] } };

/** Faults on demand for reliability tests: latency, failing paths, dropped sockets. */
export const faultsOps = (ctx: ServerContext) =>
  ({
    setFaults: async ({ body }) => {
      ctx.faults.configure(body);
      return done;
    },
    clearFaults: async () => {
      ctx.faults.clear();
      return done;
    },
    dropSockets: async () => {
      ctx.faults.dropSockets();
      return done;
    },
  }) satisfies Partial<OperatorHandlerTable>;
