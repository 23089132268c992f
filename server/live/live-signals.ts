import type { Database } from '../database/database';

/**
 * What happened, as the live connection needs to hear it. Sent with Postgres NOTIFY inside the writing
 * transaction, so an event goes out only once its data is committed (never for a rolled-back write),
 * and any part of the server can raise one with nothing but its database handle. Payloads carry ids
 * only: the listener reads the committed rows (NOTIFY payloads are limited to 8 KB).
 */
export type LiveSignal =
  | { readonly kind: 'newMessage'; readonly messageId: string }
  | { readonly kind: 'notification'; readonly noticeId: string }
  | { readonly kind: 'noticeRead'; readonly noticeId: string; readonly userId: string }
  /** Sessions of the identity ended (sign-out, password change or reset, a stolen refresh token): their sockets close. */
  | { readonly kind: 'sessionsEnded'; readonly sub: string };

const LIVE_CHANNEL = 'live_events';

export const signalLive = async (db: Pick<Database, 'query'>, signal: LiveSignal): Promise<void> => {
  await db.query('select pg_notify($1, $2)', [LIVE_CHANNEL, JSON.stringify(signal)]);
};

/** Calls the listener for every committed signal; resolves to the function that stops listening. */
export const listenToLiveSignals = async (db: Database, listener: (signal: LiveSignal) => void): Promise<() => Promise<void>> =>
  db.listen(LIVE_CHANNEL, (payload) => listener(JSON.parse(payload) as LiveSignal));
