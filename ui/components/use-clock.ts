import type { ClockPort } from '../../application/ports/clock.port';
import { useStores } from '../app/container-context';
import { STORES } from '../stores/store-areas';

/** The clock port, not the browser's Date.now(): what a screen offers follows the one clock a test can set. */
export const useClock = (): ClockPort => useStores(STORES.app).clock;
