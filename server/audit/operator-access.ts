import type { MiddlewareHandler } from 'hono';
import type { ServerContext } from '../server-context';
import { appendAuditEntry } from './audit-log.repository';

/** The patient an operator call names: by `patientEmail`, or by `chatId` (a support reply). */
const subjectOf = async (ctx: Pick<ServerContext, 'db'>, body: unknown): Promise<string | null> => {
  const { patientEmail, chatId } = (body ?? {}) as { patientEmail?: unknown; chatId?: unknown };
  if (typeof patientEmail === 'string') {
    const found = await ctx.db.query<{ id: string }>('select id from users where email = $1', [patientEmail.trim().toLowerCase()]);
    return found.rows[0]?.id ?? null;
  }
  if (typeof chatId === 'string') {
    const found = await ctx.db.query<{ patient_user_id: string }>('select patient_user_id from chats where id = $1', [chatId]);
    return found.rows[0]?.patient_user_id ?? null;
  }
  return null;
};

/**
 * Every operator call (/backend/_ops, mounted only with ops enabled) goes to the audit log: an operator
 * replying in a patient's chat or reading the audit log reaches health data too.
 */
export const auditOperatorAccess =
  (ctx: Pick<ServerContext, 'db' | 'wallNow'>, opsPrefix: string): MiddlewareHandler =>
  async (c, next) => {
    const at = new Date(ctx.wallNow());
    // Read before the route reads it: Hono keeps the parsed body for the route.
    const body: unknown = c.req.method === 'GET' ? null : await c.req.json().catch(() => null);
    await next();
    const route = c.req.path.slice(opsPrefix.length) || '/';
    await appendAuditEntry(ctx.db, {
      at,
      actorKind: 'operator',
      actorId: null,
      subjectUserId: await subjectOf(ctx, body),
      action: c.req.method === 'GET' || route.startsWith('/audit-log') ? 'read' : 'write',
      resource: route.startsWith('/audit-log') ? 'audit-log' : 'operator-route',
      resourceId: null,
      operation: `${c.req.method} /_ops${route}`,
      outcome: c.res.status,
    });
  };
