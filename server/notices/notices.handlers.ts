import { answerLanguage } from '../http/answer-language';
import { HttpError } from '../http/http-error';
import type { HandlerTable } from '../http/typed-handlers';
import type { ServerContext } from '../server-context';
import { requirePatient } from '../users/current-patient';
import { listNotices, markNoticeRead } from './notices.repository';
import { offsetOf, pagePagination } from './page-pagination';

export const noticesHandlers = (ctx: ServerContext) =>
  ({
    listNotices: async ({ query, caller }) => {
      const { user } = await requirePatient(ctx.db, caller);
      const limit = query.limit ?? 10;
      const page = query.page ?? 1;
      const { notices, total, unread } = await listNotices(ctx.db, user._id, { limit, offset: offsetOf(page, limit) }, answerLanguage(query.lang));
      return {
        status: 200,
        body: { status: 'success', data: notices, pagination: pagePagination(page, limit, total), metadata: { unread } },
      };
    },

    markNoticeRead: async ({ params, caller }) => {
      const { user } = await requirePatient(ctx.db, caller);
      const notice = await markNoticeRead(ctx.db, params.id, user._id);
      if (!notice) throw new HttpError(404, 'Notice not found');
      return { status: 200, body: { status: 'success', data: [notice] } };
    },
  }) satisfies Partial<HandlerTable>;
