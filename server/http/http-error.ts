/** Thrown by handlers to answer with an error body `{ status: 'error', message, metadata? }`. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly metadata?: Record<string, unknown>,
  ) {
    super(message);
  }
}
