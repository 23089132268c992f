import { isApiErrorCode, type ApiErrorCode } from '../shared/error-codes';
import { MESSAGES } from './messages';

/**
 * An error banner carries the answer's stable code, when it has one, for a screen to word in the patient's
 * language. An information banner's text is English the screen translates: the spec's 'Done !' after a
 * call, or the app's own news (a new version ready).
 */
export type Banner = { readonly intent: 'error'; readonly text: string; readonly code?: ApiErrorCode } | { readonly intent: 'info'; readonly text: string };

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

/**
 * The address service (suggestions, street validation, zip lookup), which spec §7 lists apart from the
 * API: its POSTs change nothing, and a 'Done !' on each suggestion would pop up while the patient types.
 */
const ADDRESS_SERVICE = '/address/';

const isAddressService = (path: string): boolean => path.startsWith(ADDRESS_SERVICE);

/** The response body's message when it is a string, else ''. */
const messageOf = (body: unknown): string =>
  typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string' ? body.message : '';

/** The response body's stable code when it is one of the contract's. */
const codeOf = (body: unknown): ApiErrorCode | null =>
  typeof body === 'object' && body !== null && 'code' in body && isApiErrorCode(body.code) ? body.code : null;

/**
 * Banner policy (spec §8): a failed call shows its response data.message when that is non-empty and not
 * 'Online visit log not found!' (handled silently); a successful non-GET call shows 'Done !', except
 * POST /api/patient, the online-visit-log URLs and the address service. A blank message counts as empty.
 */
export const bannerForCall = (call: FinishedCall): Banner | null => {
  const method = call.method.toUpperCase();
  const path = pathOnly(call.path);
  if (!call.ok) {
    const message = messageOf(call.body);
    if (message.trim() === '' || message === MESSAGES.onlineVisitLogNotFound) return null;
    const code = codeOf(call.body);
    return code ? { intent: 'error', text: message, code } : { intent: 'error', text: message };
  }
  const silent = method === 'GET' || isOnlineVisitLog(path) || isAddressService(path) || (method === 'POST' && path === '/api/patient');
  if (silent) return null;
  return { intent: 'info', text: MESSAGES.done };
};
