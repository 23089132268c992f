import { STORAGE_KEYS } from '../../domain/session/storage-keys';
import type { EarlyAnswer, EarlyRequests } from './early-answer.middleware';

/** The patient's id in GET /me's answer (the spec's envelope: `data[0].patient._id`), or null. */
const patientIdIn = async (me: Response): Promise<string | null> => {
  try {
    const body = (await me.clone().json()) as { data?: { patient?: { _id?: unknown } }[] };
    const id = body.data?.[0]?.patient?._id;
    return typeof id === 'string' && id !== '' ? id : null;
  } catch {
    return null;
  }
};

/** The session's token, or null with none stored or storage refused. */
const storedToken = (storage: () => Storage): string | null => {
  try {
    return storage().getItem(STORAGE_KEYS.token);
  } catch {
    return null;
  }
};

const getWith = async (url: string, token: string): Promise<Response | null> => {
  try {
    const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    return response.ok ? response : null;
  } catch {
    return null;
  }
};

/** The dashboard's list of treatments, asked as the app asks for it (the patient's id, the language). */
const subscriptionsOf = async (apiBase: string, token: string, me: Response | null, language: string): Promise<EarlyAnswer | null> => {
  const patientId = me ? await patientIdIn(me) : null;
  if (!patientId) return null;
  const url = `${apiBase}/api/subscriptions?${new URLSearchParams({ patientId, lang: language })}`;
  const response = await getWith(url, token);
  return response ? { url, response } : null;
};

/**
 * A signed-in patient's GET /me, started by the patient area's page (ui/early/early-page.ts) while the
 * app's scripts are still to come, so the greeting does not wait for them and then for a round trip; on the
 * dashboard (`dashboard` gives the language the app will ask in), the treatments' list too, once /me has
 * named the patient, instead of after the app's scripts, its first paint and its code for the list. With no
 * token in storage (or storage refused) nothing starts: the app finds no session either. The app takes each
 * answer once (early-answer.middleware.ts). Nothing is stored; the token never leaves its header.
 */
export const startEarlySession = (
  apiBase: string | undefined,
  storage: () => Storage,
  dashboard?: { readonly language: string },
): EarlyRequests | undefined => {
  const token = storedToken(storage);
  if (!apiBase || !token) return undefined;
  const me = getWith(`${apiBase}/me`, token);
  if (!dashboard) return { me, token };
  return { me, token, subscriptions: me.then((answer) => subscriptionsOf(apiBase, token, answer, dashboard.language)) };
};
