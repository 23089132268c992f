import { runBilling } from '../billing/billing-run';
import { ensureDoctorCoverage } from '../doctors/coverage-doctors';
import type { OperatorHandlerTable } from '../http/typed-handlers';
import type { ServerContext } from '../server-context';

const DAY_MS = 24 * 60 * 60 * 1000;

const clockOf = (ctx: ServerContext) => ({ now: new Date(ctx.now()).toISOString(), offsetDays: ctx.clock.offsetMs() / DAY_MS });

/** The twin's calendar: read it, or move it forward and let billing and the pharmacy catch up. */
export const clockOps = (ctx: ServerContext) =>
  ({
    showClock: async () => ({ status: 200, body: { status: 'success', data: [clockOf(ctx)] } }),
    advanceClock: async ({ body }) => {
      await ctx.clock.advance(body.days);
      await ensureDoctorCoverage(ctx.db, ctx.now());
      const run = await runBilling(ctx);
      return { status: 200, body: { status: 'success', data: [{ clock: clockOf(ctx), run }] } };
    },
  }) satisfies Partial<OperatorHandlerTable>;
