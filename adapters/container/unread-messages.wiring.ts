import type { ResolutionContext } from 'inversify';
import type { UnreadMessagesUseCases } from '../../application/areas/unread-messages.use-cases';
import { LoadUnreadCountsUseCase } from '../../application/use-cases/chat/load-unread-counts.use-case';
import { WatchLiveUpdatesUseCase } from '../../application/use-cases/live/watch-live-updates.use-case';
import { HttpChatAdapter } from '../http/http-chat.adapter';
import { TOKENS } from './tokens';

/**
 * The menu badge's use cases, with the page's one live connection. areas.module.ts loads this file on first
 * call: the signed-in layout's, so no page but the chat downloads the rest of messaging and the account.
 */
export const wireUnreadMessages = (c: ResolutionContext) =>
  ({
    loadUnreadCounts: new LoadUnreadCountsUseCase(new HttpChatAdapter(c.get(TOKENS.apiClient))),
    watchLiveUpdates: new WatchLiveUpdatesUseCase(c.get(TOKENS.liveConnection)),
  }) satisfies UnreadMessagesUseCases;
