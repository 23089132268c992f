import type { Result } from '../../../domain/shared/result';

/** How a store's async load stands. */
export type LoadPhase = 'idle' | 'loading' | 'ready' | 'error';

/** The message of a failed result, or null. */
export const errorOf = (result: Result<unknown>): string | null => (result.ok ? null : result.error.message);
