/** An HTTP status code: a whole number from 100 to 599. */
const asStatusCode = (value: unknown): number | null =>
  Number.isInteger(value) && (value as number) >= 100 && (value as number) <= 599 ? (value as number) : null;

/** A property of anything: undefined for null, undefined and values without it. */
const field = (holder: unknown, name: string): unknown => (holder as Record<string, unknown> | null | undefined)?.[name];

/**
 * Generic error object (spec §8): its status code comes from the error (statusCode), its status, or its
 * response's status, in that order, defaulting to 500. A value that is not an HTTP status code is skipped.
 */
export const errorStatusCode = (error: unknown): number =>
  asStatusCode(field(error, 'statusCode')) ?? asStatusCode(field(error, 'status')) ?? asStatusCode(field(field(error, 'response'), 'status')) ?? 500;
