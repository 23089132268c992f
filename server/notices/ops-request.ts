import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Database } from '../database/database';
import { HttpError } from '../http/http-error';

/** Runs an operator route and answers as the API does: 201 with the created item, or the error's status and message. */
export const answerOps = async (c: Context, create: () => Promise<unknown>): Promise<Response> => {
  try {
    return c.json({ status: 'success', data: [await create()] }, 201);
  } catch (error) {
    if (error instanceof HttpError) return c.json({ status: 'error', message: error.message }, error.status as ContentfulStatusCode);
    throw error;
  }
};

export const readOpsBody = async (c: Context): Promise<Record<string, unknown>> => {
  const body: unknown = await c.req.json().catch(() => null);
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw new HttpError(400, 'Expected a JSON object body');
  return body as Record<string, unknown>;
};

/** A text field of an operator body: 1 to `max` characters, not blank. */
export const textField = (body: Record<string, unknown>, name: string, max = 4000): string | undefined => {
  const value = body[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || value.trim() === '' || value.length > max) {
    throw new HttpError(400, `'${name}' must be non-blank text of at most ${max} characters`);
  }
  return value;
};

/** The patient of an e-mail address, for operator routes that address a patient by e-mail. */
export const patientByEmail = async (db: Pick<Database, 'query'>, email: string): Promise<{ patientId: string; patientUserId: string }> => {
  const found = await db.query<{ patient_id: string; user_id: string }>(
    'select p.id as patient_id, u.id as user_id from users u join patients p on p.user_id = u.id where u.email = $1',
    [email.trim().toLowerCase()],
  );
  const row = found.rows[0];
  if (!row) throw new HttpError(404, 'No patient has this e-mail');
  return { patientId: row.patient_id, patientUserId: row.user_id };
};
