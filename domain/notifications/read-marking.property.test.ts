import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { shouldMarkRead } from './read-marking';

describe('notification read marking (spec §2, §9: 0.75)', () => {
  it('marks an unread item read when exactly 75% or more of it is visible', () => {
    expect(shouldMarkRead(0.75, false)).toBe(true);
    expect(shouldMarkRead(1, false)).toBe(true);
    expect(shouldMarkRead(0.7499, false)).toBe(false);
    expect(shouldMarkRead(0, false)).toBe(false);
  });

  it('does not mark an item read twice', () => {
    expect(shouldMarkRead(1, true)).toBe(false);
    expect(shouldMarkRead(0.75, true)).toBe(false);
  });

  test.prop([fc.double({ min: 0, max: 1, noNaN: true }), fc.boolean()])('follows the threshold for any visibility', (ratio, hasRead) => {
    expect(shouldMarkRead(ratio, hasRead)).toBe(!hasRead && ratio >= 0.75);
  });
});
