import { requireCaller } from '../http/caller';
import { HttpError } from '../http/http-error';
import type { BodyOf, HandlerTable } from '../http/typed-handlers';
import { newId } from '../ids';
import type { ServerContext } from '../server-context';
import { findUserBySub } from '../users/users.repository';
import { findFbEvent, logFbEvent, type FbEvent } from './fb-events.repository';

/** Events that carry a purchase value; the others carry none. */
const VALUE_EVENTS: ReadonlySet<FbEvent['eventName']> = new Set(['Purchase', 'Subscribe']);
/** Ad platforms refuse server events older than a week; a clock a little ahead is tolerated. */
const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
const MAX_CLOCK_SKEW_MS = 10 * 60 * 1000;

/** The event as logged, or a 400 naming what is wrong. The contract already refuses any other field. */
const toEvent = (input: BodyOf<'createFbEvent'>, now: number): FbEvent => {
  const eventTime = input.eventTime ? Date.parse(input.eventTime) : now;
  if (eventTime < now - MAX_AGE_MS || eventTime > now + MAX_CLOCK_SKEW_MS) {
    throw new HttpError(400, 'eventTime must be within the last 7 days');
  }
  if (input.value !== undefined) {
    if (!VALUE_EVENTS.has(input.eventName)) throw new HttpError(400, `A ${input.eventName} event carries no value`);
    if (Math.abs(Math.round(input.value * 100) - input.value * 100) > 1e-6) throw new HttpError(400, 'value is in dollars with at most two decimals');
  } else if (input.currency !== undefined) {
    throw new HttpError(400, 'currency goes with a value');
  }
  return {
    _id: newId(),
    eventName: input.eventName,
    eventId: input.eventId,
    eventTime: new Date(eventTime).toISOString(),
    value: input.value ?? null,
    currency: input.value === undefined ? null : (input.currency ?? 'USD'),
    createdAt: new Date(now).toISOString(),
  };
};

/** The ad-pixel event log of the signed-in user: what an advertiser may learn, and no health data. */
export const fbEventsHandlers = (ctx: ServerContext) => {
  const currentUserId = async (caller: Parameters<typeof requireCaller>[0]): Promise<string> => {
    const user = await findUserBySub(ctx.db, requireCaller(caller).sub);
    if (!user) throw new HttpError(404, 'User not found');
    return user._id;
  };

  return {
    createFbEvent: async ({ body, caller }) => {
      const userId = await currentUserId(caller);
      const { event, created } = await logFbEvent(ctx.db, userId, toEvent(body, ctx.now()));
      const envelope = { status: 'success' as const, data: [event] };
      return created ? { status: 201, body: envelope } : { status: 200, body: envelope };
    },

    getFbEvent: async ({ params, caller }) => {
      const event = await findFbEvent(ctx.db, params.id, await currentUserId(caller));
      if (!event) throw new HttpError(404, 'Event not found');
      return { status: 200, body: { status: 'success', data: [event] } };
    },
  } satisfies Partial<HandlerTable>;
};
