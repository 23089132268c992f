import { bannerForCall, type Banner, type FinishedCall } from './banner-policy';

/** A finished API call with its HTTP status. */
export type ApiCall = FinishedCall & { readonly status: number };

/**
 * The one failure that is a question, not a problem: sign-in asks GET /me whether the identity has a
 * patient yet, and a 404 makes it create one (an interrupted or new sign-up). The patient never reads
 * 'User not found' while their account is being made.
 */
const isNoPatientYet = (call: ApiCall): boolean => call.status === 404 && call.method.toUpperCase() === 'GET' && call.path.replace(/[?#].*/, '') === '/me';

/** The banner an API call leaves (spec §8), as the HTTP middleware applies it to every call. */
export const bannerForApiCall = (call: ApiCall): Banner | null => (isNoPatientYet(call) ? null : bannerForCall(call));
