import type * as z from 'zod/mini';
import { errorCodeForStatus, isApiErrorCode, type ApiErrorCode } from '../../domain/shared/error-codes';
import { fail, ok, type Result } from '../../domain/shared/result';

export const NETWORK_ERROR_MESSAGE = 'We could not reach the server. Check your connection and try again.';

interface FetchOutcome {
  readonly data?: unknown;
  readonly error?: unknown;
  readonly response: Response;
}

const serverMessage = (error: unknown): string | null => {
  if (error && typeof error === 'object' && 'message' in error) {
    const { message } = error as { message: unknown };
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return null;
};

/** The answer's stable code; one the contract does not list (a newer server) reads as its status's generic code. */
const serverCode = (error: unknown, status: number): ApiErrorCode => {
  const code = error && typeof error === 'object' && 'code' in error ? (error as { code: unknown }).code : undefined;
  return isApiErrorCode(code) ? code : errorCodeForStatus(status);
};

const describeIssue = (issue: z.core.$ZodIssue): string => `${issue.path.length > 0 ? issue.path.join('.') : 'body'}: ${issue.message}`;

/**
 * Turns an openapi-fetch call into a Result: the server's message and code on failure, a clear message
 * when the network fails, and the body parsed by `schema` on success. A body that does not match is an error,
 * never a silent undefined.
 */
export const readResult = async <T>(call: Promise<FetchOutcome>, schema: z.ZodMiniType<T>, what: string): Promise<Result<T>> => {
  let outcome: FetchOutcome;
  try {
    outcome = await call;
  } catch {
    return fail(NETWORK_ERROR_MESSAGE, 503, 'network_error');
  }
  const { response } = outcome;
  if (!response.ok) {
    return fail(
      serverMessage(outcome.error) ?? `${what} failed (${response.status} ${response.statusText})`.trim(),
      response.status,
      serverCode(outcome.error, response.status),
    );
  }
  const parsed = schema.safeParse(outcome.data);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    return fail(`Unexpected answer from the server for ${what}${first ? ` (${describeIssue(first)})` : ''}`, 502, 'unexpected_response');
  }
  return ok(parsed.data);
};
