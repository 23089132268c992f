import type { ResolutionContext } from 'inversify';
import type { NoticesUseCases } from '../../application/areas/notices.use-cases';
import { LoadNoticesUseCase } from '../../application/use-cases/notices/load-notices.use-case';
import { MarkNoticeReadUseCase } from '../../application/use-cases/notices/mark-notice-read.use-case';
import { WatchNoticesUseCase } from '../../application/use-cases/notices/watch-notices.use-case';
import { HttpNoticesAdapter } from '../http/http-notices.adapter';
import { TOKENS } from './tokens';

/** The bell's use cases, with the page's one live connection. areas.module.ts loads this file on first call. */
export const wireNotices = (c: ResolutionContext) => {
  const live = c.get(TOKENS.liveConnection);
  return {
    loadNotices: new LoadNoticesUseCase(new HttpNoticesAdapter(c.get(TOKENS.apiClient))),
    watchNotices: new WatchNoticesUseCase(live),
    markNoticeRead: new MarkNoticeReadUseCase(live),
  } satisfies NoticesUseCases;
};
