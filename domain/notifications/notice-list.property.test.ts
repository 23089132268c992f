import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import type { Notification } from '../entities/notification';
import { EMPTY_NOTICE_LIST, withNoticeRead, withOlderNotices, withReceivedNotice, type NoticeList } from './notice-list';

const notice = (id: number, hasRead = false): Notification => ({
  _id: id.toString(16).padStart(24, '0'),
  type: 'system',
  message: `Notice ${id}`,
  data: {},
  hasRead,
  createdAt: '2026-03-01T10:00:00.000Z',
});

const unreadListed = (list: NoticeList) => list.items.filter((item) => !item.hasRead).length;

describe('the bell list', () => {
  test.prop([fc.array(fc.tuple(fc.boolean(), fc.integer({ min: 0, max: 6 }), fc.boolean()), { maxLength: 40 })])(
    'counts each listed unread notice once, however pushes and read marks of them interleave',
    (events) => {
      let list = EMPTY_NOTICE_LIST;
      for (const [push, id, read] of events) {
        if (push) list = withReceivedNotice(list, notice(id, read));
        else if (list.items.some((item) => item._id === notice(id)._id)) list = withNoticeRead(list, notice(id)._id);
      }
      expect(list.unread).toBe(unreadListed(list));
      expect(new Set(list.items.map((item) => item._id)).size).toBe(list.items.length);
    },
  );

  test('puts a new notice on top', () => {
    const list = withReceivedNotice(withReceivedNotice(EMPTY_NOTICE_LIST, notice(1)), notice(2));
    expect(list.items.map((item) => item.message)).toEqual(['Notice 2', 'Notice 1']);
    expect(list.unread).toBe(2);
  });

  test.prop([fc.nat(20), fc.array(fc.integer({ min: 0, max: 6 }), { maxLength: 30 })])('never counts below 0', (start, reads) => {
    let list: NoticeList = { items: [], unread: start, nextPage: null };
    for (const id of reads) list = withNoticeRead(list, notice(id)._id);
    expect(list.unread).toBe(Math.max(0, start - reads.length));
  });

  test('takes one off for a notice read beyond the loaded page, and nothing for one read twice', () => {
    const loaded: NoticeList = { items: [notice(1)], unread: 5, nextPage: 2 };
    expect(withNoticeRead(loaded, notice(9)._id).unread).toBe(4);
    const once = withNoticeRead(loaded, notice(1)._id);
    expect(once.unread).toBe(4);
    expect(once.items[0]?.hasRead).toBe(true);
    expect(withNoticeRead(once, notice(1)._id)).toBe(once);
  });

  test.prop([
    fc.array(fc.integer({ min: 0, max: 30 }), { maxLength: 10 }),
    fc.array(fc.integer({ min: 0, max: 30 }), { maxLength: 10 }),
    fc.option(fc.nat(9), { nil: null }),
  ])('adds an older page after the notices listed, each notice once, the counter as it was', (listedIds, pageIds, nextPage) => {
    const listed: NoticeList = { items: [...new Set(listedIds)].map((id) => notice(id)), unread: 7, nextPage: 2 };
    const page = [...new Set(pageIds)].map((id) => notice(id));
    const merged = withOlderNotices(listed, { notifications: page, nextPage });
    expect(merged.items.slice(0, listed.items.length)).toEqual(listed.items);
    expect(new Set(merged.items.map((item) => item._id))).toEqual(new Set([...listed.items, ...page].map((item) => item._id)));
    expect(new Set(merged.items.map((item) => item._id)).size).toBe(merged.items.length);
    expect([merged.unread, merged.nextPage]).toEqual([7, nextPage]);
  });
});
