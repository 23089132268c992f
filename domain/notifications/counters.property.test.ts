import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { chatUnreadAfter, notificationCountAfter } from './counters';

describe('chat unread counter (spec §4)', () => {
  it('adds and takes away, never below 0', () => {
    expect(chatUnreadAfter(2, 1)).toBe(3);
    expect(chatUnreadAfter(2, -2)).toBe(0);
    expect(chatUnreadAfter(2, -3)).toBe(0);
    expect(chatUnreadAfter(0, -1)).toBe(0);
  });

  test.prop([fc.nat(1000), fc.array(fc.integer({ min: -50, max: 50 }))])('is never below 0 whatever happens', (start, changes) => {
    let count = start;
    for (const change of changes) {
      const next = chatUnreadAfter(count, change);
      expect(next).toBeGreaterThanOrEqual(0);
      expect(next).toBe(count + change < 0 ? 0 : count + change);
      count = next;
    }
  });
});

describe('notification counters (spec §4)', () => {
  it('change by 1: a new notification adds one, marking read takes one away', () => {
    expect(notificationCountAfter(4, 'received')).toBe(5);
    expect(notificationCountAfter(4, 'marked-read')).toBe(3);
    expect(notificationCountAfter(1, 'marked-read')).toBe(0);
    expect(notificationCountAfter(0, 'marked-read')).toBe(0);
    expect(notificationCountAfter(0, 'received')).toBe(1);
  });

  test.prop([fc.nat(100), fc.array(fc.constantFrom('received', 'marked-read' as const))])(
    'moves by exactly 1 each time unless already at 0',
    (start, events) => {
      let count = start;
      for (const event of events) {
        const next = notificationCountAfter(count, event);
        expect(Math.abs(next - count)).toBe(event === 'marked-read' && count === 0 ? 0 : 1);
        expect(next).toBeGreaterThanOrEqual(0);
        count = next;
      }
    },
  );
});
