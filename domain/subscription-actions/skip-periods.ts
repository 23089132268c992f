import { addMonths, periodMonths } from './billing-period';

/** A patient skips 1 to 3 periods at a time (the contract's skipPeriods). */
export const SKIP_PERIODS_CHOICES = [1, 2, 3] as const;

export interface SkipFacts {
  readonly frequencyOfDelivery: number | null | undefined;
  /** Start of the next period (epoch ms), or null. */
  readonly nextPeriodStartMs: number | null;
  readonly nextBillingDateMs: number | null;
  /** End of the prescription (epoch ms); null when none is known. */
  readonly expiredAtMs: number | null;
}

/**
 * How many periods (0 to 3) can be skipped: the period that would start after skipping must start before
 * the prescription ends, as the server checks (skipping past it is a 409: renew first).
 */
export const maxSkippablePeriods = (facts: SkipFacts): number => {
  const from = facts.nextPeriodStartMs ?? facts.nextBillingDateMs;
  if (from === null) return 0;
  const months = periodMonths(facts.frequencyOfDelivery);
  return SKIP_PERIODS_CHOICES.filter((periods) => facts.expiredAtMs === null || addMonths(from, periods * months) < facts.expiredAtMs).length;
};

/** The billing date after skipping `periods` periods from `nextBillingDateMs`. */
export const billingDateAfterSkip = (nextBillingDateMs: number, frequencyOfDelivery: number | null | undefined, periods: number): number =>
  addMonths(nextBillingDateMs, periods * periodMonths(frequencyOfDelivery));
