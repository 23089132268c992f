import { BUSINESS_CONSTANTS } from '../shared/business-constants';

/** What browsers and bundlers say when a script chunk of the app cannot be loaded (e.g. after a deploy). */
const CHUNK_FAILURES = [
  /failed to fetch dynamically imported module/i, // Chromium
  /error loading dynamically imported module/i, // Firefox
  /importing a module script failed/i, // Safari
  /unable to preload css/i, // Vite's preload helper
  /loading (css )?chunk \S+ failed/i, // webpack-style chunks
  /chunkloaderror/i,
];

export const isChunkLoadFailure = (message: string): boolean => CHUNK_FAILURES.some((pattern) => pattern.test(message));

/**
 * A failed script chunk reloads the page, at most once per 60 seconds (spec §4, §8): `lastReloadAt` is
 * when this guard last reloaded (kept across the reload by the caller). Within 60 s the error is left to
 * the error page instead, so a chunk that is really gone cannot loop the page.
 */
export const shouldReloadForChunk = (lastReloadAt: number | null, now: number): boolean =>
  lastReloadAt === null || now - lastReloadAt >= BUSINESS_CONSTANTS.chunkReloadGuardMs;
