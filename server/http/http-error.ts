import type { components } from '../../openapi/patient-api';

export type ErrorCode = components['schemas']['ErrorCode'];

/**
 * Thrown by handlers to answer with an error body `{ status: 'error', message, code, metadata? }`. Without
 * a `code`, the answer carries its status's generic one (error-codes.ts).
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly metadata?: Record<string, unknown>,
    /** Headers of the answer, e.g. Retry-After on a 429. */
    readonly headers?: Readonly<Record<string, string>>,
    /** The stable code of the answer (openapi ErrorCode); the status's generic one when left out. */
    readonly code?: ErrorCode,
  ) {
    super(message);
  }
}

/**
 * A refusal with its own stable code (the contract's ErrorCode lists where each comes from), for what a
 * screen words itself in the patient's language rather than showing the English message.
 */
export const codedError = (status: number, code: ErrorCode, message: string, metadata?: Record<string, unknown>): HttpError =>
  new HttpError(status, message, metadata, undefined, code);
