import { createHash } from 'node:crypto';
import type { Database } from '../database/database';
import { codedError, HttpError } from '../http/http-error';

type Queryable = Pick<Database, 'query'>;

/** The answer a payment request gave, kept under its idempotency key (as written: `json`, not `jsonb`) and given again on every retry. */
export type StoredAnswer =
  | { readonly status: 201; readonly body: unknown }
  | { readonly status: 402; readonly body: { readonly status: 'error'; readonly message: string; readonly metadata: Record<string, unknown> } };

/** What makes two requests "the same payment": the operation and its whole body. */
export const fingerprintOf = (operation: string, request: unknown): string =>
  createHash('sha256')
    .update(JSON.stringify([operation, request]))
    .digest('hex');

/**
 * Claims an idempotency key for this request inside the caller's transaction. The primary key decides:
 * of requests arriving together, one inserts and the others wait for its commit and then find its
 * answer. Returns null when this request owns the key, else the answer stored under it.
 */
export const claimIdempotencyKey = async (
  tx: Queryable,
  claim: { readonly patientId: string; readonly key: string; readonly fingerprint: string; readonly at: Date },
): Promise<StoredAnswer | null> => {
  const inserted = await tx.query(
    `insert into payment_requests (patient_id, idempotency_key, fingerprint, created_at) values ($1, $2, $3, $4)
     on conflict (patient_id, idempotency_key) do nothing`,
    [claim.patientId, claim.key, claim.fingerprint, claim.at],
  );
  if ((inserted.affectedRows ?? 0) === 1) return null;
  const found = await tx.query<{ fingerprint: string; response_status: number | null; response: unknown }>(
    'select fingerprint, response_status, response from payment_requests where patient_id = $1 and idempotency_key = $2',
    [claim.patientId, claim.key],
  );
  const row = found.rows[0];
  if (!row || row.fingerprint !== claim.fingerprint) {
    throw new HttpError(
      409,
      'This idempotency key was already used for a different payment: use a new key for a new payment.',
      undefined,
      undefined,
      'idempotency_key_reused',
    );
  }
  if (row.response_status === null) throw codedError(409, 'payment_in_progress', 'This payment is still being processed: try again in a moment.');
  return { status: row.response_status, body: row.response } as StoredAnswer;
};

export const storeAnswer = async (tx: Queryable, patientId: string, key: string, answer: StoredAnswer): Promise<void> => {
  await tx.query('update payment_requests set response_status = $3, response = $4 where patient_id = $1 and idempotency_key = $2', [
    patientId,
    key,
    answer.status,
    answer.body,
  ]);
};

/** Gives a stored answer back as the handler's reply: a stored decline is thrown again as the same 402. */
export const replay = <T>(answer: StoredAnswer): { status: 201; body: T } => {
  if (answer.status === 402) throw new HttpError(402, answer.body.message, answer.body.metadata);
  return { status: 201, body: answer.body as T };
};
