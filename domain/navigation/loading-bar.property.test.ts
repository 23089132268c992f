import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { loadingBarState } from './loading-bar';

describe('loading bar (spec §9: throttle 200 ms, duration 5000 ms)', () => {
  it('stays hidden for the first 200 ms of a load and when nothing loads', () => {
    expect(loadingBarState(null, 10_000)).toEqual({ visible: false, progress: 0 });
    expect(loadingBarState(1000, 1000)).toEqual({ visible: false, progress: 0 });
    expect(loadingBarState(1000, 1199)).toEqual({ visible: false, progress: 0 });
  });

  it('shows from 200 ms and fills over 5000 ms', () => {
    expect(loadingBarState(1000, 1200)).toEqual({ visible: true, progress: 0.04 });
    expect(loadingBarState(1000, 3500)).toEqual({ visible: true, progress: 0.5 });
    expect(loadingBarState(1000, 6000)).toEqual({ visible: true, progress: 1 });
    expect(loadingBarState(1000, 60_000)).toEqual({ visible: true, progress: 1 });
  });

  test.prop([fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 0, max: 1e6 }), fc.integer({ min: 0, max: 1e6 })])(
    'never moves backwards while the same load goes on',
    (start, a, b) => {
      const [early, late] = [Math.min(a, b), Math.max(a, b)];
      const before = loadingBarState(start, start + early);
      const after = loadingBarState(start, start + late);
      expect(after.progress).toBeGreaterThanOrEqual(before.progress);
      expect(after.progress).toBeLessThanOrEqual(1);
      expect(!before.visible || after.visible).toBe(true);
    },
  );
});
