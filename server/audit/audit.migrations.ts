import type { Migration } from '../database/migration';

/**
 * The audit log of access to health data: append-only. The server's code only inserts into it, and the
 * database refuses an update, a delete or a truncate of it from anyone, the server included.
 */
export const AUDIT_MIGRATIONS: readonly Migration[] = [
  {
    id: '0602-audit-log',
    sql: `
  create table audit_log (
    seq bigint generated always as identity primary key,
    at timestamptz not null,
    actor_kind text not null check (actor_kind in ('patient', 'doctor', 'operator')),
    actor_id text,
    subject_user_id text,
    action text not null check (action in ('read', 'write')),
    resource text not null,
    resource_id text,
    operation text not null,
    outcome integer not null
  );
  create index audit_log_by_subject on audit_log(subject_user_id, seq);
  create function audit_log_is_append_only() returns trigger language plpgsql as $$
  begin
    raise exception 'audit_log is append-only';
  end
  $$;
  create trigger audit_log_no_change before update or delete on audit_log
    for each row execute function audit_log_is_append_only();
  create trigger audit_log_no_truncate before truncate on audit_log
    for each statement execute function audit_log_is_append_only();
  `,
  },
];
