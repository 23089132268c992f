/** The figures and the payment proof of the load check (scripts/load.ts), kept pure so they are tested. */

export interface Sample {
  readonly operation: string;
  readonly status: number;
  readonly ms: number;
}

export interface LatencySummary {
  readonly count: number;
  readonly p50: number;
  readonly p90: number;
  readonly p99: number;
  readonly max: number;
}

/** The nearest-rank percentile of sorted values (p in 0..100). */
export const percentile = (sorted: readonly number[], p: number): number => {
  if (sorted.length === 0) return 0;
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[Math.min(rank, sorted.length) - 1] as number;
};

export const summarize = (milliseconds: readonly number[]): LatencySummary => {
  const sorted = [...milliseconds].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: percentile(sorted, 50),
    p90: percentile(sorted, 90),
    p99: percentile(sorted, 99),
    max: sorted[sorted.length - 1] ?? 0,
  };
};

/** A server error or a request that got no answer at all (status 0). */
export const isError = (sample: Sample): boolean => sample.status === 0 || sample.status >= 500;

/** One payment attempt as the clients saw it: its subscription, its key, and the charge ids answered. */
export interface PaymentAttempt {
  readonly subscriptionId: string;
  readonly idempotencyKey: string;
  /** The charge id of every 201 answer to this key (retries included). */
  readonly chargeIds: readonly string[];
}

/** The charges the database holds for the subscriptions paid during the run. */
export interface ChargeRow {
  readonly id: string;
  readonly subscriptionId: string;
}

export interface PaymentProof {
  /** Subscriptions that got at least one 201. */
  readonly paid: number;
  readonly charges: number;
  /** A 201 was answered but the database has no such charge. */
  readonly lost: readonly string[];
  /** More than one charge for one subscription, or one key answered with different charges. */
  readonly duplicated: readonly string[];
  /** A charge nobody was told about (no 201 answered it). */
  readonly unanswered: readonly string[];
}

/**
 * No payment lost, none duplicated: every charge id answered exists, each paid subscription holds exactly
 * one charge, every retry of a key got the same charge, and no charge exists that no answer announced.
 */
export const provePayments = (attempts: readonly PaymentAttempt[], rows: readonly ChargeRow[]): PaymentProof => {
  const stored = new Map(rows.map((row) => [row.id, row.subscriptionId]));
  const answered = new Map<string, Set<string>>();
  const duplicated = new Set<string>();
  for (const attempt of attempts) {
    if (new Set(attempt.chargeIds).size > 1) duplicated.add(`key ${attempt.idempotencyKey} answered with ${new Set(attempt.chargeIds).size} charges`);
    for (const id of attempt.chargeIds) {
      const ids = answered.get(attempt.subscriptionId) ?? new Set<string>();
      ids.add(id);
      answered.set(attempt.subscriptionId, ids);
    }
  }
  const lost = [...answered.values()].flatMap((ids) => [...ids]).filter((id) => !stored.has(id));
  const perSubscription = new Map<string, number>();
  for (const row of rows) perSubscription.set(row.subscriptionId, (perSubscription.get(row.subscriptionId) ?? 0) + 1);
  for (const [subscriptionId, count] of perSubscription) if (count > 1) duplicated.add(`subscription ${subscriptionId} holds ${count} charges`);
  for (const [subscriptionId, ids] of answered) if (ids.size > 1) duplicated.add(`subscription ${subscriptionId} was answered with ${ids.size} charges`);
  const announced = new Set([...answered.values()].flatMap((ids) => [...ids]));
  return {
    paid: answered.size,
    charges: rows.length,
    lost,
    duplicated: [...duplicated],
    unanswered: rows.filter((row) => !announced.has(row.id)).map((row) => row.id),
  };
};
