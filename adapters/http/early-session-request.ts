import { STORAGE_KEYS } from '../../domain/session/storage-keys';
import { EARLY_REQUESTS_KEY, type EarlyRequests } from './early-answer.middleware';

/**
 * The page's early script (built to /early-session.js by scripts/early-session-build.ts), named by the
 * server's page for the patient area only: with the spec's token in storage, it starts GET /me while the
 * app's scripts download, so the greeting does not wait for them and then for a round trip. The app takes
 * the answer once (early-answer.middleware.ts). Nothing is stored; the token never leaves its header.
 */
const start = (): EarlyRequests | undefined => {
  const apiBase = document.currentScript?.dataset.apiBase;
  let token: string | null;
  try {
    token = window.localStorage.getItem(STORAGE_KEYS.token);
  } catch {
    // Storage refused (private mode): the app finds no session either.
    return undefined;
  }
  if (!apiBase || !token) return undefined;
  const me = fetch(`${apiBase}/me`, { headers: { authorization: `Bearer ${token}` } }).then(
    (response) => (response.ok ? response : null),
    () => null,
  );
  return { me, token };
};

const early = start();
if (early) Object.assign(window, { [EARLY_REQUESTS_KEY]: early });
