import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { newestVisibleRow, rowAt, rowOffsets, rowWindow } from './virtual-window';

describe('the rows of a windowed list', () => {
  const offsets = rowOffsets([50, 100, 50, 200, 50]);

  it('places rows one after the other', () => {
    expect([...offsets]).toEqual([0, 50, 150, 200, 400, 450]);
    expect([rowAt(offsets, 0), rowAt(offsets, 49), rowAt(offsets, 50), rowAt(offsets, 449), rowAt(offsets, 9999)]).toEqual([0, 0, 1, 4, 4]);
  });

  it('renders the rows in view and the overscan around them', () => {
    expect(rowWindow(offsets, 160, 100, 0)).toEqual({ start: 2, end: 4 });
    expect(rowWindow(offsets, 160, 100, 60)).toEqual({ start: 1, end: 4 });
    expect(rowWindow(rowOffsets([]), 0, 100, 50)).toEqual({ start: 0, end: 0 });
  });

  it('finds the newest row that is 75% visible', () => {
    // Viewport 120..420: row 3 (200..400) is whole, row 4 (400..450) 40% visible.
    expect(newestVisibleRow(offsets, 120, 300, 0.75)).toBe(3);
    expect(newestVisibleRow(offsets, 150, 300, 0.75)).toBe(4);
    expect(newestVisibleRow(rowOffsets([]), 0, 300, 0.75)).toBe(-1);
    // A row taller than the viewport counts once it fills 75% of it.
    expect(newestVisibleRow(rowOffsets([1000]), 100, 300, 0.75)).toBe(0);
    expect(newestVisibleRow(rowOffsets([100, 1000]), 0, 300, 0.75)).toBe(0);
  });

  const heights = fc.array(fc.integer({ min: 1, max: 400 }), { minLength: 1, maxLength: 300 });

  test.prop([heights, fc.nat(100_000), fc.integer({ min: 1, max: 2000 }), fc.nat(1000)])(
    'renders every row that intersects the viewport, and a bounded number of rows',
    (sizes, rawTop, viewport, overscan) => {
      const list = rowOffsets(sizes);
      const total = list[sizes.length] as number;
      const scrollTop = rawTop % Math.max(1, total);
      const { start, end } = rowWindow(list, scrollTop, viewport, overscan);
      for (let row = 0; row < sizes.length; row += 1) {
        const top = list[row] as number;
        const bottom = list[row + 1] as number;
        if (bottom > scrollTop && top < scrollTop + viewport) expect(row >= start && row < end, `row ${row}`).toBe(true);
      }
      const rendered = (list[end] as number) - (list[start] as number);
      expect(rendered).toBeLessThanOrEqual(viewport + 2 * overscan + 2 * 400);
    },
  );
});
