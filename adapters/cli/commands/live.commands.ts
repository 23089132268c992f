import WebSocket from 'ws';
import type { LiveUpdate } from '../../../application/ports/live-connection.port';
import { WatchLiveUpdatesUseCase } from '../../../application/use-cases/live/watch-live-updates.use-case';
import { messageDateLabel, senderName } from '../../../domain/chat/chat-view';
import { liveEndpoint } from '../../live/live-endpoint';
import { WebSocketLiveConnectionAdapter } from '../../live/websocket-live-connection.adapter';
import { EXIT_CODES, type Command } from '../cli-context';
import { reportFailure, usageError } from '../failures';
import { table } from '../output';
import { signedIn, signedInUser } from '../signed-in';
import { AREAS, TOKENS } from '../../container/tokens';

/** Dates in UTC, so a script's output does not depend on the machine's zone. */
const when = (iso: string) => `${messageDateLabel(iso, () => 0)} UTC`;

export const listNotificationsCommand: Command = {
  path: ['notifications', 'list'],
  summary: 'Your latest notifications (the first page of 10) and how many are unread',
  options: {},
  run: signedIn(async (context) => {
    const page = await context.get(AREAS.notices).loadNotices.execute();
    if (!page.ok) {
      return reportFailure(context, page.error);
    }
    context.output.result(page.value, () =>
      [
        `${page.value.unread} unread`,
        table(
          ['ID', 'DATE', 'TYPE', 'READ', 'MESSAGE'],
          page.value.notifications.map((notice) => [notice._id, when(notice.createdAt), notice.type, notice.hasRead ? 'yes' : 'no', notice.message]),
          'No notifications.',
        ),
      ].join('\n'),
    );
    return EXIT_CODES.ok;
  }),
};

const describe = (update: LiveUpdate, me: string): string => {
  switch (update.kind) {
    case 'open':
      return update.reconnected
        ? 'Connected again (anything missed while away: `chats list`, `notifications list`).'
        : 'Connected. Waiting for events (Ctrl+C to stop).';
    case 'closed':
      return update.retryInMs === null ? 'Connection closed.' : `Connection lost; trying again in ${update.retryInMs} ms.`;
    case 'new-message': {
      const message = update.message;
      const body = message.messageType === 'file' ? `[file ${message.file?.name ?? message.message}]` : message.message;
      return `${when(message.createdAt)}  message in chat ${message.chatId} from ${senderName(message, me)}: ${body}`;
    }
    case 'notification':
      return `${when(update.notification.createdAt)}  notification (${update.notification.type}): ${update.notification.message}`;
    case 'notice-read':
      return `notification ${update.noticeId} marked read`;
    case 'refused':
      return `refused: ${update.message}`;
  }
};

export const watchCommand: Command = {
  path: ['watch'],
  summary: 'Print live notifications and chat messages as they arrive, until interrupted (Ctrl+C) or --seconds pass',
  options: {
    seconds: { type: 'string', description: 'stop after this many seconds' },
  },
  run: async (context, values) => {
    const seconds = values.seconds === undefined ? null : Number(values.seconds);
    if (seconds !== null && !(Number.isFinite(seconds) && seconds > 0)) {
      return usageError(context, '--seconds must be a number above 0');
    }
    const user = await signedInUser(context);
    if (typeof user === 'number') return user;
    const me = user._id;
    const identity = context.get(TOKENS.identity);
    const { api } = context.settings;
    const endpoint = liveEndpoint(`${api.replace(/\/+$/, '')}/live`, api);
    context.output.debug(`live connection to ${endpoint} (the token goes in its query string and is not shown)`);
    // Node 20 has no global WebSocket: the `ws` package plays the browser's.
    const live = new WebSocketLiveConnectionAdapter({
      WebSocket,
      endpoint,
      token: async () => (await identity.currentSession())?.accessToken ?? null,
    });
    let closedForGood = false;
    let finish = () => undefined as void;
    const ended = new Promise<void>((resolve) => (finish = resolve));
    const stopWatching = await new WatchLiveUpdatesUseCase(live).execute((update) => {
      // One line per event, so `watch --json` is NDJSON a script reads line by line.
      context.output.event(update, () => describe(update, me));
      if (update.kind === 'closed' && update.retryInMs === null) {
        closedForGood = true;
        finish();
      }
    });
    process.once('SIGINT', finish);
    process.once('SIGTERM', finish);
    const timer = seconds === null ? null : setTimeout(finish, seconds * 1000);
    await ended;
    if (timer) clearTimeout(timer);
    process.off('SIGINT', finish);
    process.off('SIGTERM', finish);
    // The last listener leaving closes the socket normally (1000), so the process can exit.
    stopWatching();
    return closedForGood ? EXIT_CODES.auth : EXIT_CODES.ok;
  },
};
