import { isRecordId } from '../../../domain/subscription-actions/record-id';
import { fail, type Result } from '../../../domain/shared/result';

export const CHAT_NOT_FOUND = 'Chat not found';

/**
 * A mistyped id (from a script or an old link) is answered like an unknown one, with `message` and 404,
 * without asking the server; null when every id given is well formed.
 */
export const refuseMalformed = (message: string, ...ids: readonly (string | null | undefined)[]): Result<never> | null =>
  ids.every((id) => id === null || id === undefined || isRecordId(id)) ? null : fail(message, 404);
