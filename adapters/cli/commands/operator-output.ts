import type { BillingEvent } from '../../../application/ports/operator.port';
import { formatUsd } from '../../../domain/billing/usd';
import { PRODUCT_TYPE_NAMES } from '../../../domain/shared/product-type';
import type { Result } from '../../../domain/shared/result';
import { EXIT_CODES, type CliContext, type ExitCode } from '../cli-context';
import { reportFailure } from '../failures';

const EVENT_WORDS: Readonly<Record<BillingEvent['kind'], string>> = {
  charged: 'charged',
  failed: 'payment failed',
  prescriptionEnded: 'prescription ended: due for renewal',
  completed: 'completed (not renewed)',
  shipped: 'order shipped',
  delivered: 'order delivered',
};

/** One line per thing billing or the pharmacy did: its day, the treatment, what happened. */
export const eventLines = (events: readonly BillingEvent[]): string =>
  events.length === 0
    ? 'Nothing fell due.'
    : events
        .map((event) =>
          [
            event.at.slice(0, 10),
            event.subscriptionId,
            PRODUCT_TYPE_NAMES[event.productType].padEnd(18),
            `${EVENT_WORDS[event.kind]}${event.period ? ` (period ${event.period})` : ''}${event.sum !== null ? ` ${formatUsd(event.sum)}` : ''}${
              event.failureMessage ? `: ${event.failureMessage}` : ''
            }`,
          ].join('  '),
        )
        .join('\n');

/** A call's result printed (JSON with --json), or its error and exit code. */
export const printResult = async <T>(context: CliContext, call: Promise<Result<T>>, human: (value: T) => string): Promise<ExitCode> => {
  const result = await call;
  if (!result.ok) return reportFailure(context, result.error);
  context.output.result(result.value, () => human(result.value));
  return EXIT_CODES.ok;
};
