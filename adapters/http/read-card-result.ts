import type * as z from 'zod/mini';
import type { CardResult } from '../../application/ports/card-payments.port';
import { readResult } from './read-result';

interface FetchOutcome {
  readonly data?: unknown;
  readonly error?: unknown;
  readonly response: Response;
}

const metadataCode = (error: unknown): string | null => {
  const code = (error as { readonly metadata?: { readonly code?: unknown } } | undefined)?.metadata?.code;
  return typeof code === 'string' && /^[a-z_]{1,64}$/.test(code) ? code : null;
};

/** readResult for the card provider's answers: a refusal keeps the provider's code (metadata.code) for the payment log. */
export const readCardResult = async <T>(call: Promise<FetchOutcome>, schema: z.ZodMiniType<T>, what: string): Promise<CardResult<T>> => {
  let error: unknown;
  const result = await readResult(
    call.then((outcome) => {
      error = outcome.error;
      return outcome;
    }),
    schema,
    what,
  );
  return result.ok ? result : { ok: false, error: { ...result.error, providerCode: metadataCode(error) } };
};
