import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { badgeCount } from './badge-count';

describe('an unread count on a badge', () => {
  it('shows the number up to 99, then 99+', () => {
    expect([1, 9, 10, 99, 100, 101, 5000].map(badgeCount)).toEqual(['1', '9', '10', '99', '99+', '99+', '99+']);
  });

  test.prop([fc.nat({ max: 1_000_000 })])('never takes more than three characters, and shows every count up to 99 exactly', (count) => {
    const shown = badgeCount(count);
    expect(shown.length).toBeLessThanOrEqual(3);
    if (count <= 99) expect(Number(shown)).toBe(count);
  });
});
