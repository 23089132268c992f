/** A new idempotency key for one payment attempt, sent again on every retry of that attempt. */
export interface IdempotencyKeysPort {
  next(): string;
}
