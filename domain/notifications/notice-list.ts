import type { Notification } from '../entities/notification';
import { notificationCountAfter } from './counters';

/** What the bell shows: the notices loaded or received, newest first, the unread counter, and the next older page. */
export interface NoticeList {
  readonly items: readonly Notification[];
  readonly unread: number;
  /** The page of older notices to read next (GET /api/notices), null once every notice is listed. */
  readonly nextPage: number | null;
}

export const EMPTY_NOTICE_LIST: NoticeList = { items: [], unread: 0, nextPage: null };

/**
 * A page of older notices read as the list scrolls: appended after those listed, each notice once (a notice
 * pushed meanwhile moves the pages down by one, so a page can repeat one already listed). The counter is the
 * server's across all pages already: it stays.
 */
export const withOlderNotices = (list: NoticeList, page: { readonly notifications: readonly Notification[]; readonly nextPage: number | null }): NoticeList => {
  const listed = new Set(list.items.map((item) => item._id));
  return { ...list, items: [...list.items, ...page.notifications.filter((notice) => !listed.has(notice._id))], nextPage: page.nextPage };
};

/**
 * A notice arriving over the live connection goes on top and counts one more unread. One already listed
 * (the page load and the push crossing) changes nothing, so it is never counted twice.
 */
export const withReceivedNotice = (list: NoticeList, notice: Notification): NoticeList =>
  list.items.some((item) => item._id === notice._id)
    ? list
    : {
        ...list,
        items: [notice, ...list.items],
        unread: notice.hasRead ? list.unread : notificationCountAfter(list.unread, 'received'),
      };

/**
 * A notice marked read, by this page or by another (the server's noticeRead): one listed as unread turns
 * read and the counter loses one; one listed as read already changes nothing (our own mark coming back);
 * one not listed (beyond the first page) still takes one off the counter, which never goes below 0.
 */
export const withNoticeRead = (list: NoticeList, id: string): NoticeList => {
  const item = list.items.find((candidate) => candidate._id === id);
  if (item?.hasRead) return list;
  return {
    ...list,
    items: item ? list.items.map((candidate) => (candidate._id === id ? { ...candidate, hasRead: true } : candidate)) : list.items,
    unread: notificationCountAfter(list.unread, 'marked-read'),
  };
};
