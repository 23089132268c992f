import type { OperatorHandlerTable } from '../http/typed-handlers';
import type { ServerContext } from '../server-context';
import { runBilling } from './billing-run';

/** A billing run on demand, at the twin's now (the schedule runs the same every hour). */
export const billingOps = (ctx: ServerContext) =>
  ({
    runBilling: async () => ({ status: 200, body: { status: 'success', data: [await runBilling(ctx)] } }),
  }) satisfies Partial<OperatorHandlerTable>;
