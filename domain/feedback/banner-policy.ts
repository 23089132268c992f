import { MESSAGES } from './messages';

export type Banner = { readonly intent: 'error'; readonly text: string } | { readonly intent: 'info'; readonly text: typeof MESSAGES.done };

/** A finished API call as the banner policy sees it. */
export interface FinishedCall {
  readonly method: string;
  /** The API path relative to the API base, concrete or as the contract's template, query allowed. */
  readonly path: string;
  /** Whether the call succeeded (2xx); a failed call may carry a response body. */
  readonly ok: boolean;
  /** The response body (the spec's response data), whatever its shape. */
  readonly body?: unknown;
}

const ONLINE_VISIT_LOG = '/api/online-visit-log';

const pathOnly = (path: string): string => (path.split(/[?#]/, 1)[0] as string).replace(/\/+$/, '');

const isOnlineVisitLog = (path: string): boolean => path === ONLINE_VISIT_LOG || path.startsWith(`${ONLINE_VISIT_LOG}/`);

/** The response body's message when it is a string, else ''. */
const messageOf = (body: unknown): string =>
  typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string' ? body.message : '';

/**
 * Banner policy (spec §8): a failed call shows its response data.message when that is non-empty and not
 * 'Online visit log not found!' (handled silently); a successful non-GET call shows 'Done !', except
 * POST /api/patient and the online-visit-log URLs. A blank message counts as empty.
 */
export const bannerForCall = (call: FinishedCall): Banner | null => {
  const method = call.method.toUpperCase();
  const path = pathOnly(call.path);
  if (!call.ok) {
    const message = messageOf(call.body);
    return message.trim() === '' || message === MESSAGES.onlineVisitLogNotFound ? null : { intent: 'error', text: message };
  }
  if (method === 'GET' || isOnlineVisitLog(path) || (method === 'POST' && path === '/api/patient')) return null;
  return { intent: 'info', text: MESSAGES.done };
};
