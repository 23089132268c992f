import type { OperationHandler, OperationRequest } from '../contract/operation-router';
import type { Database } from '../database/database';
import { HttpError } from '../http/http-error';
import type { OperationId } from '../http/typed-handlers';
import { appendAuditEntry, type AuditActorKind } from './audit-log.repository';
import { AUDITED_OPERATIONS, type AuditedOperation } from './audited-operations';

type Queryable = Pick<Database, 'query'>;

/** Who the caller is: a patient's or a doctor's user (a patient, too, before the user exists). */
const actorOf = async (db: Queryable, request: OperationRequest): Promise<{ kind: AuditActorKind; id: string | null; isPatient: boolean }> => {
  if (!request.caller) return { kind: 'patient', id: null, isPatient: false };
  const found = await db.query<{ id: string; roles: unknown }>(`select id, doc->'roles' as roles from users where identity_sub = $1`, [request.caller.sub]);
  const user = found.rows[0];
  if (!user) return { kind: 'patient', id: `identity:${request.caller.sub}`, isPatient: false };
  const roles = Array.isArray(user.roles) ? user.roles : [];
  return roles.includes('doctor') ? { kind: 'doctor', id: user.id, isPatient: false } : { kind: 'patient', id: user.id, isPatient: true };
};

const record = async (db: Queryable, at: Date, operationId: string, audited: AuditedOperation, request: OperationRequest, outcome: number) => {
  const actor = await actorOf(db, request);
  const resourceId = audited.resourceId(request);
  await appendAuditEntry(db, {
    at,
    actorKind: actor.kind,
    actorId: actor.id,
    // A patient's calls reach only their own data (anyone else's ids answer 404), so it is theirs.
    subjectUserId: actor.isPatient ? actor.id : null,
    action: audited.action,
    resource: audited.resource,
    resourceId: typeof resourceId === 'string' ? resourceId : null,
    operation: operationId,
    outcome,
  });
};

/**
 * The handlers of health-data operations with an audit entry written for each call, success or refusal.
 * The entry is written before the answer leaves: if it cannot be written, the call fails (500) rather
 * than go unrecorded.
 */
export const auditedHandlers = (handlers: Readonly<Record<string, OperationHandler>>, db: Queryable, wallNow: () => number): Record<string, OperationHandler> =>
  Object.fromEntries(
    Object.entries(handlers).map(([operationId, handler]) => {
      const audited = AUDITED_OPERATIONS[operationId as OperationId];
      if (!audited) return [operationId, handler];
      const withAudit: OperationHandler = async (request) => {
        const at = new Date(wallNow());
        try {
          const reply = await handler(request);
          await record(db, at, operationId, audited, request, reply.status);
          return reply;
        } catch (error) {
          await record(db, at, operationId, audited, request, error instanceof HttpError ? error.status : 500);
          throw error;
        }
      };
      return [operationId, withAudit];
    }),
  );
