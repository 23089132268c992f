/** Thrown by handlers to answer with an error body `{ status: 'error', message, metadata? }`. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly metadata?: Record<string, unknown>,
    /** Headers of the answer, e.g. Retry-After on a 429. */
    readonly headers?: Readonly<Record<string, string>>,
  ) {
    super(message);
  }
}
