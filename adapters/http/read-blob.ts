import * as z from 'zod/mini';
import type { Result } from '../../domain/shared/result';
import { readResult } from './read-result';

/** A file body: a Blob with bytes in it (an empty answer is no file). */
const blobSchema = z.custom<Blob>((value) => value instanceof Blob && value.size > 0, 'no file in the answer');

/** A binary answer (parseAs: 'blob') as a Result, with the server's message when it refuses. */
export const readBlob = (
  call: Promise<{ readonly data?: unknown; readonly error?: unknown; readonly response: Response }>,
  what: string,
): Promise<Result<Blob>> => readResult(call, blobSchema, what);
