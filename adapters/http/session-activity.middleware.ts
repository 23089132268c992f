import type { Middleware } from 'openapi-fetch';
import { evaluateSession } from '../../domain/session/session-markers';
import { STORAGE_KEYS } from '../../domain/session/storage-keys';
import type { ClockPort } from '../../application/ports/clock.port';
import type { KeyValueStoragePort } from '../../application/ports/key-value-storage.port';

const numberOrNull = (value: string | null): number | null => (value === null || value === '' || Number.isNaN(Number(value)) ? null : Number(value));

/** The activity time of a live session moves to now on each request (spec §4 Session). */
export const sessionActivityMiddleware = (storage: KeyValueStoragePort, clock: ClockPort): Middleware => ({
  onRequest({ request }) {
    const verdict = evaluateSession(
      {
        expiryMarker: numberOrNull(storage.get(STORAGE_KEYS.expDate)),
        lastActivityAt: numberOrNull(storage.get(STORAGE_KEYS.expirationDate)),
      },
      clock.now(),
    );
    if (verdict.kind === 'active') storage.set(STORAGE_KEYS.expirationDate, String(verdict.activityAt));
    return request;
  },
});
