import { instantFromIso } from '../formatting/calendar-parts';

interface Listed {
  readonly _id: string;
  readonly createdAt: string;
}

const instantOf = (order: Listed): number => instantFromIso(order.createdAt) ?? Number.NEGATIVE_INFINITY;

/**
 * The order history after one more page arrives: each order once (a page that repeats an order, e.g.
 * after a new order shifted the pages, adds it only once), newest first, ties by id as the server breaks
 * them, so the list never jumps or duplicates however the pages arrive.
 */
export const mergeOrderPages = <O extends Listed>(shown: readonly O[], page: readonly O[]): O[] => {
  const byId = new Map<string, O>();
  for (const order of [...shown, ...page]) if (!byId.has(order._id)) byId.set(order._id, order);
  // Ids are unique once merged, so two orders never compare equal.
  return [...byId.values()].sort((a, b) => instantOf(b) - instantOf(a) || (a._id < b._id ? 1 : -1));
};
