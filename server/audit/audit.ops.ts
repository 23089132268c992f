import { Hono } from 'hono';
import type { ServerContext } from '../server-context';
import { auditEntriesOfUser } from './audit-log.repository';

const DEFAULT_ENTRIES = 100;
const MAX_ENTRIES = 1000;

const refuse = (message: string) => ({ status: 'error', message }) as const;

/**
 * POST /backend/_ops/audit-log `{patientEmail, limit?}`: the newest entries of the audit log about one
 * patient's health data (`npm run cli -- ops audit --patient <e-mail>`). The e-mail travels in the body,
 * never in an address a log could keep.
 */
export const auditOps = (ctx: Pick<ServerContext, 'db'>): Hono => {
  const ops = new Hono();
  ops.post('/', async (c) => {
    const body: unknown = await c.req.json().catch(() => null);
    const { patientEmail, limit = DEFAULT_ENTRIES } = (body ?? {}) as { patientEmail?: unknown; limit?: unknown };
    if (typeof patientEmail !== 'string' || !/^[^@\s]+@[^@\s]+$/.test(patientEmail.trim()) || patientEmail.length > 254) {
      return c.json(refuse("Invalid body: 'patientEmail' must be an e-mail address"), 400);
    }
    if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 1 || limit > MAX_ENTRIES) {
      return c.json(refuse(`Invalid body: 'limit' must be a whole number from 1 to ${MAX_ENTRIES}`), 400);
    }
    const user = await ctx.db.query<{ id: string }>('select id from users where email = $1', [patientEmail.trim().toLowerCase()]);
    const userId = user.rows[0]?.id;
    if (!userId) return c.json(refuse('No patient has this e-mail'), 404);
    const entries = await auditEntriesOfUser(ctx.db, userId, limit);
    return c.json({ status: 'success', data: entries.map((entry) => ({ ...entry, at: entry.at.toISOString() })) });
  });
  return ops;
};
