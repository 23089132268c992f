import { STORAGE_KEYS } from '../../domain/session/storage-keys';
import type { EarlyRequests } from './early-answer.middleware';

/**
 * A signed-in patient's GET /me, started by the patient area's page (ui/early/early-page.ts) while the
 * app's scripts are still to come, so the greeting does not wait for them and then for a round trip. With
 * no token in storage (or storage refused) nothing starts: the app finds no session either. The app takes
 * the answer once (early-answer.middleware.ts). Nothing is stored; the token never leaves its header.
 */
export const startEarlySession = (apiBase: string | undefined, storage: () => Storage): EarlyRequests | undefined => {
  let token: string | null;
  try {
    token = storage().getItem(STORAGE_KEYS.token);
  } catch {
    return undefined;
  }
  if (!apiBase || !token) return undefined;
  const me = fetch(`${apiBase}/me`, { headers: { authorization: `Bearer ${token}` } }).then(
    (response) => (response.ok ? response : null),
    () => null,
  );
  return { me, token };
};
