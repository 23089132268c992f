import { isChunkLoadFailure, shouldReloadForChunk } from '../../../domain/routing/chunk-reload-guard';
import type { ClockPort } from '../../ports/clock.port';
import type { KeyValueStoragePort } from '../../ports/key-value-storage.port';

/** Where the last chunk reload's time is kept, so the 60 s guard survives the reload it causes. */
export const CHUNK_RELOAD_KEY = 'chunkReloadAt';

/**
 * A failed script chunk (usually a deploy replaced it) reloads the page, at most once per 60 s (spec §4,
 * §8): true when the caller should reload now; the time is recorded first.
 */
export class DecideChunkReloadUseCase {
  constructor(
    private readonly storage: KeyValueStoragePort,
    private readonly clock: ClockPort,
  ) {}

  execute(errorMessage: string): boolean {
    if (!isChunkLoadFailure(errorMessage)) return false;
    const stored = Number(this.storage.get(CHUNK_RELOAD_KEY));
    const now = this.clock.now();
    if (!shouldReloadForChunk(Number.isFinite(stored) && stored > 0 ? stored : null, now)) return false;
    this.storage.set(CHUNK_RELOAD_KEY, String(now));
    return true;
  }
}
