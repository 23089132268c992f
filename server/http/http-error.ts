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
