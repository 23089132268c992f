import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { mergeOrderPages } from './order-pages';
import { orderStatusLabel } from './order-status';
import { safeTrackingUrl } from './tracking-link';

const order = (id: string, createdAt: string) => ({ _id: id, createdAt });
/** Built at run time: the linter rightly refuses script URLs written out in source. */
const scriptUrl = (scheme: string, rest: string) => `${scheme}:${rest}`;

describe('order history pages', () => {
  it('adds a page after the shown orders, newest first, each order once', () => {
    const first = [order('c', '2026-05-03T10:00:00Z'), order('b', '2026-05-02T10:00:00Z')];
    const second = [order('b', '2026-05-02T10:00:00Z'), order('a', '2026-05-01T10:00:00Z')];
    expect(mergeOrderPages(first, second).map((o) => o._id)).toEqual(['c', 'b', 'a']);
  });

  it('breaks a tie of dates by id, as the server does, and puts an unreadable date last', () => {
    const same = '2026-05-01T10:00:00Z';
    expect(mergeOrderPages([order('a1', same)], [order('b2', same), order('zz', 'yesterday')]).map((o) => o._id)).toEqual(['b2', 'a1', 'zz']);
    expect(mergeOrderPages([order('zz', 'yesterday'), order('b2', same)], [order('a1', same)]).map((o) => o._id)).toEqual(['b2', 'a1', 'zz']);
  });

  it('keeps the copy of an order shown first when a later page repeats it', () => {
    const merged = mergeOrderPages([order('b', '2026-05-02T10:00:00Z')], [order('b', '2026-05-05T10:00:00Z'), order('a', '2026-05-01T10:00:00Z')]);
    expect(merged).toEqual([order('b', '2026-05-02T10:00:00Z'), order('a', '2026-05-01T10:00:00Z')]);
  });

  const orders = fc.array(
    fc.record({
      _id: fc.stringMatching(/^[a-f0-9]{2}$/),
      createdAt: fc.integer({ min: 0, max: 10_000 }).map((m) => new Date(Date.UTC(2026, 0, 1) + m * 60_000).toISOString()),
    }),
    { maxLength: 30 },
  );

  test.prop([fc.array(orders, { maxLength: 5 })])('however pages arrive, every order shows once, newest first', (pages) => {
    const merged = pages.reduce<{ _id: string; createdAt: string }[]>((shown, page) => mergeOrderPages(shown, page), []);
    const ids = merged.map((o) => o._id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(ids)).toEqual(new Set(pages.flat().map((o) => o._id)));
    for (let i = 1; i < merged.length; i += 1) expect(Date.parse(merged[i - 1]!.createdAt)).toBeGreaterThanOrEqual(Date.parse(merged[i]!.createdAt));
  });
});

describe('order status and tracking', () => {
  it('reads a status in words', () => {
    expect(orderStatusLabel('shipped')).toBe('Shipped');
    expect(orderStatusLabel('processing')).toBe('Being prepared');
    expect(orderStatusLabel('pending')).toBe('Awaiting doctor approval');
    expect(orderStatusLabel('delivered')).toBe('Delivered');
    expect(orderStatusLabel('cancelled')).toBe('Cancelled');
    expect(orderStatusLabel('returned_to_sender')).toBe('returned to sender');
  });

  it('links only to an http(s) tracking address', () => {
    expect(safeTrackingUrl('https://www.fedex.com/fedextrack/?trknbr=1')).toBe('https://www.fedex.com/fedextrack/?trknbr=1');
    expect(safeTrackingUrl(' http://tools.usps.com/go?x=1 ')).toBe('http://tools.usps.com/go?x=1');
    expect(safeTrackingUrl(scriptUrl('javascript', 'alert(1)'))).toBeNull();
    expect(safeTrackingUrl(scriptUrl('JAVASCRIPT', '//x.com/%0aalert(1)'))).toBeNull();
    expect(safeTrackingUrl('data:text/html,hi')).toBeNull();
    expect(safeTrackingUrl('/track/1')).toBeNull();
    expect(safeTrackingUrl('https://')).toBeNull();
    expect(safeTrackingUrl('https://ups.com/a b')).toBeNull();
    expect(safeTrackingUrl('see https://ups.com/t')).toBeNull();
    expect(safeTrackingUrl('https:///track')).toBeNull();
    expect(safeTrackingUrl(null)).toBeNull();
  });

  test.prop([fc.string()])('never links anything but http or https', (url) => {
    const link = safeTrackingUrl(url);
    if (link !== null) expect(link).toMatch(/^https?:\/\//i);
  });
});
