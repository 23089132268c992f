import type { MiddlewareHandler } from 'hono';
import type { ServerContext } from '../server-context';
import { appendAuditEntry } from './audit-log.repository';

const userOf = async (ctx: Pick<ServerContext, 'db'>, sql: string, value: string): Promise<string | null> =>
  (await ctx.db.query<{ user_id: string }>(sql, [value])).rows[0]?.user_id ?? null;

/**
 * The patient an operator call names: by `patientEmail` (body or query), `chatId` (a support reply), a
 * subscription (a care decision, `subscriptionId`) or an order (the pharmacy's moves).
 */
const subjectOf = async (ctx: Pick<ServerContext, 'db'>, route: string, body: unknown, query: URLSearchParams): Promise<string | null> => {
  const { patientEmail, chatId } = (body ?? {}) as { patientEmail?: unknown; chatId?: unknown };
  const email = typeof patientEmail === 'string' ? patientEmail : query.get('patientEmail');
  if (email) return userOf(ctx, 'select id as user_id from users where email = $1', email.trim().toLowerCase());
  if (typeof chatId === 'string') return userOf(ctx, 'select patient_user_id as user_id from chats where id = $1', chatId);
  const subscriptionId = /^\/care\/subscriptions\/([a-f0-9]{24})\//.exec(route)?.[1] ?? query.get('subscriptionId');
  const bySubscription = 'select p.user_id from subscriptions s join patients p on p.id = s.patient_id where s.id = $1';
  if (subscriptionId) return userOf(ctx, bySubscription, subscriptionId);
  const orderId = /^\/orders\/([a-f0-9]{24})\//.exec(route)?.[1];
  return orderId ? userOf(ctx, 'select p.user_id from orders o join patients p on p.id = o.patient_id where o.id = $1', orderId) : null;
};

/**
 * Every operator call (/backend/_ops, mounted only with ops enabled) goes to the audit log: an operator
 * replying in a patient's chat or reading the audit log reaches health data too.
 */
export const auditOperatorAccess =
  (ctx: Pick<ServerContext, 'db' | 'wallNow'>, opsPrefix: string): MiddlewareHandler =>
  async (c, next) => {
    const at = new Date(ctx.wallNow());
    // A copy of the body: the operator router reads the request itself.
    const body: unknown =
      c.req.method === 'GET'
        ? null
        : await c.req.raw
            .clone()
            .json()
            .catch(() => null);
    await next();
    const route = c.req.path.slice(opsPrefix.length) || '/';
    await appendAuditEntry(ctx.db, {
      at,
      actorKind: 'operator',
      actorId: null,
      subjectUserId: await subjectOf(ctx, route, body, new URL(c.req.url).searchParams),
      action: c.req.method === 'GET' || route.startsWith('/audit-log') ? 'read' : 'write',
      resource: route.startsWith('/audit-log') ? 'audit-log' : 'operator-route',
      resourceId: null,
      operation: `${c.req.method} /_ops${route}`,
      outcome: c.res.status,
    });
  };
