import { loggableError } from '../http/loggable-error';
import type { ServerContext } from '../server-context';
import { runBilling } from './billing-run';

/**
 * The provider's billing runs on a clock of its own: at start (what fell due while the server was down)
 * and then every `everyMs`. Returns the function that stops it.
 */
export const scheduleBilling = (ctx: ServerContext, everyMs: number): (() => void) => {
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = running
      .then(async () => {
        const { events } = await runBilling(ctx);
        if (events.length > 0) ctx.log(`billing: scheduled run did ${events.length} thing(s)`);
      })
      .catch((error: unknown) => ctx.log(`billing: scheduled run failed: ${loggableError(error)}`));
  };
  run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return () => clearInterval(timer);
};
