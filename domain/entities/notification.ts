/** A notification (spec §3): type defaults to system; a chat reply's data names its chatId. */
export interface Notification {
  readonly _id: string;
  readonly type: string;
  readonly message: string;
  readonly data: Readonly<Record<string, unknown>>;
  readonly hasRead: boolean;
  readonly createdAt: string;
}

/** One page of notifications, newest first, and the unread count across all pages (the bell's counter). */
export interface NotificationPage {
  readonly notifications: readonly Notification[];
  readonly unread: number;
  readonly nextPage: number | null;
}
