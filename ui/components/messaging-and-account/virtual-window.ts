/**
 * The arithmetic of a windowed list: which rows to render for a scroll position, and where each row
 * starts. Heights are measured once a row is rendered and estimated before; offsets are prefix sums.
 */

/** offsets[i] is where row i starts; offsets[n] is the height of the whole list. */
export const rowOffsets = (heights: ArrayLike<number>): Float64Array => {
  const offsets = new Float64Array(heights.length + 1);
  for (let index = 0; index < heights.length; index += 1) offsets[index + 1] = (offsets[index] as number) + (heights[index] as number);
  return offsets;
};

/** The row under `y` (the last row whose start is at or above it), by binary search. */
export const rowAt = (offsets: Float64Array, y: number): number => {
  const rows = offsets.length - 1;
  if (rows <= 0) return 0;
  let low = 0;
  let high = rows - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if ((offsets[middle] as number) <= y) low = middle;
    else high = middle - 1;
  }
  return low;
};

export interface RowWindow {
  /** First row rendered. */
  readonly start: number;
  /** One past the last row rendered. */
  readonly end: number;
}

/** Rows that intersect the viewport widened by `overscan` pixels on each side. */
export const rowWindow = (offsets: Float64Array, scrollTop: number, viewportHeight: number, overscan: number): RowWindow => {
  const rows = offsets.length - 1;
  if (rows <= 0) return { start: 0, end: 0 };
  const start = rowAt(offsets, Math.max(0, scrollTop - overscan));
  const end = Math.min(rows, rowAt(offsets, scrollTop + viewportHeight + overscan) + 1);
  return { start, end };
};

/**
 * The newest row at least `ratio` visible, or -1 when none is. A row taller than the viewport counts once
 * it fills `ratio` of the viewport (it can never be 75% visible otherwise).
 */
export const newestVisibleRow = (offsets: Float64Array, scrollTop: number, viewportHeight: number, ratio: number): number => {
  const rows = offsets.length - 1;
  const bottom = scrollTop + viewportHeight;
  for (let row = Math.min(rows - 1, rowAt(offsets, bottom)); row >= 0; row -= 1) {
    const top = offsets[row] as number;
    const height = (offsets[row + 1] as number) - top;
    if (top + height <= scrollTop) return -1;
    const visible = Math.min(bottom, top + height) - Math.max(scrollTop, top);
    if (height <= 0 || visible / Math.min(height, viewportHeight) >= ratio) return row;
  }
  return -1;
};
