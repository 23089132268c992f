import type { ZonePort } from '../../application/ports/zone.port';
import { useStores } from '../app/container-context';
import { STORES } from '../stores/store-areas';

/** The patient's time zone from the zone port: the one place the app and the CLI read it (adapters/clock). */
export const useZone = (): ZonePort => useStores(STORES.app).zone;
