import type { Database } from '../database/database';

type Queryable = Pick<Database, 'query'>;

export type AuditActorKind = 'patient' | 'doctor' | 'operator';
export type AuditAction = 'read' | 'write';

/** One access to health data: who, what, which resource, when, and how it ended (the HTTP status). */
export interface AuditEntry {
  readonly at: Date;
  readonly actorKind: AuditActorKind;
  /** The caller's user id (or `identity:<sub>` before a user exists); null for an operator. */
  readonly actorId: string | null;
  /** The user whose health data it is, when known. */
  readonly subjectUserId: string | null;
  readonly action: AuditAction;
  readonly resource: string;
  readonly resourceId: string | null;
  /** The contract's operationId, or the operator route. */
  readonly operation: string;
  readonly outcome: number;
}

/** The only write the server has for the audit log: an insert (the table refuses the rest). */
export const appendAuditEntry = async (db: Queryable, entry: AuditEntry): Promise<void> => {
  await db.query(
    `insert into audit_log (at, actor_kind, actor_id, subject_user_id, action, resource, resource_id, operation, outcome)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [entry.at, entry.actorKind, entry.actorId, entry.subjectUserId, entry.action, entry.resource, entry.resourceId, entry.operation, entry.outcome],
  );
};

type Row = {
  at: Date;
  actor_kind: AuditActorKind;
  actor_id: string | null;
  subject_user_id: string | null;
  action: AuditAction;
  resource: string;
  resource_id: string | null;
  operation: string;
  outcome: number;
};

/** The newest entries about one patient's health data, newest first. */
export const auditEntriesOfUser = async (db: Queryable, subjectUserId: string, limit: number): Promise<AuditEntry[]> => {
  const found = await db.query<Row>('select * from audit_log where subject_user_id = $1 order by seq desc limit $2', [subjectUserId, limit]);
  return found.rows.map((row) => ({
    at: row.at,
    actorKind: row.actor_kind,
    actorId: row.actor_id,
    subjectUserId: row.subject_user_id,
    action: row.action,
    resource: row.resource,
    resourceId: row.resource_id,
    operation: row.operation,
    outcome: row.outcome,
  }));
};
