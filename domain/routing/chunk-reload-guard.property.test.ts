import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { isChunkLoadFailure, shouldReloadForChunk } from './chunk-reload-guard';

describe('failed script chunk (spec §4, §8, §9: 60 seconds)', () => {
  it('recognises a chunk that failed to load in each browser', () => {
    for (const message of [
      'Failed to fetch dynamically imported module: https://app.example/assets/chat.page-3f2a.js',
      'error loading dynamically imported module: https://app.example/assets/chat.page-3f2a.js',
      'Importing a module script failed.',
      'Unable to preload CSS for /assets/chat-9a8b.css',
      'Loading chunk 42 failed.',
      'Loading CSS chunk chat failed',
      'ChunkLoadError: Loading chunk 7 failed.',
    ]) {
      expect(isChunkLoadFailure(message), message).toBe(true);
    }
    for (const message of ['Network error', 'Failed to fetch', 'Cannot read properties of undefined', '']) {
      expect(isChunkLoadFailure(message), message).toBe(false);
    }
  });

  it('reloads once, then not again within 60 seconds', () => {
    expect(shouldReloadForChunk(null, 5_000)).toBe(true);
    expect(shouldReloadForChunk(5_000, 5_000)).toBe(false);
    expect(shouldReloadForChunk(5_000, 64_999)).toBe(false);
    expect(shouldReloadForChunk(5_000, 65_000)).toBe(true);
  });

  test.prop([fc.array(fc.integer({ min: 0, max: 200_000 }), { maxLength: 30 })])('never reloads twice within 60 seconds, however often chunks fail', (gaps) => {
    let now = 1_000_000;
    let lastReloadAt: number | null = null;
    const reloads: number[] = [];
    for (const gap of gaps) {
      now += gap;
      if (shouldReloadForChunk(lastReloadAt, now)) {
        reloads.push(now);
        lastReloadAt = now;
      }
    }
    for (let i = 1; i < reloads.length; i += 1) expect((reloads[i] as number) - (reloads[i - 1] as number)).toBeGreaterThanOrEqual(60_000);
    if (gaps.length > 0) expect(reloads.length).toBeGreaterThan(0);
  });
});
