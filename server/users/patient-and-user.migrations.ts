import type { Migration } from '../database/migration';

/** The patient-and-user area's tables: password resets, one phone per account, sessions, sign-in lockout. */
export const PATIENT_AND_USER_MIGRATIONS: readonly Migration[] = [
  {
    // closed_at: the link was used, or a newer link replaced it.
    id: '0100-password-resets',
    sql: `
  create table password_resets (
    token_hash text primary key,
    sub text not null references identities(sub),
    created_at timestamptz not null,
    expires_at timestamptz not null,
    closed_at timestamptz
  );
  create index password_resets_sub on password_resets(sub, created_at desc);
  `,
  },
  {
    // The phone as compared (10 digits): a unique index makes "one phone, one account" hold under races.
    id: '0101-user-phones',
    sql: `
  alter table users add column phone text;
  update users u set phone = n.phone
    from (
      select distinct on (phone) id, phone
      from (
        select id, case
          when length(d) = 10 then d
          when length(d) = 11 and left(d, 1) = '1' then right(d, 10)
        end as phone
        from (select id, regexp_replace(doc->>'phone', '[^0-9]', '', 'g') as d from users where doc->>'phone' is not null) raw
      ) s
      where phone is not null
      order by phone, id
    ) n
    where u.id = n.id;
  create unique index users_phone on users(phone) where phone is not null;
  `,
  },
  {
    // An access token names its session, so sign-out, a password change or a reset ends it at once.
    id: '0102-identity-sessions',
    sql: `
  alter table refresh_tokens add column session_id text;
  update refresh_tokens set session_id = md5(token_hash) where session_id is null;
  alter table refresh_tokens alter column session_id set not null;
  create unique index refresh_tokens_session on refresh_tokens(session_id);
  create index refresh_tokens_sub on refresh_tokens(sub);
  `,
  },
  {
    id: '0103-sign-in-failures',
    sql: `
  create table sign_in_failures (email text not null, failed_at timestamptz not null);
  create index sign_in_failures_email on sign_in_failures(email, failed_at);
  `,
  },
];
