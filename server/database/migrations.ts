import { AREA_MIGRATIONS } from './area-migrations';
import type { Migration } from './migration';

/**
 * Schema changes, applied once each in this order and never edited once released: add a new entry.
 * Resources are JSON documents in the API's own shape (`doc`), with the columns that relations,
 * ownership checks and ordering need kept beside them.
 */
export const MIGRATIONS: readonly Migration[] = [
  {
    id: '0001-identity-users-subscriptions',
    sql: `
  create table settings (key text primary key, value text not null);
  create table identities (
    sub text primary key,
    email text not null unique,
    password_hash text not null,
    created_at timestamptz not null default now()
  );
  create table refresh_tokens (
    token_hash text primary key,
    sub text not null references identities(sub),
    expires_at timestamptz not null,
    revoked_at timestamptz
  );
  create table users (
    id text primary key,
    identity_sub text unique references identities(sub),
    email text not null unique,
    doc jsonb not null
  );
  create table patients (
    id text primary key,
    user_id text not null unique references users(id),
    doc jsonb not null
  );
  create table subscriptions (
    id text primary key,
    patient_id text not null references patients(id),
    created_at timestamptz not null default now(),
    doc jsonb not null
  );
  create index subscriptions_patient on subscriptions(patient_id);
  `,
  },
  {
    id: '0002-files-and-coupons',
    sql: `
  create table files (
    id text primary key,
    owner_user_id text not null references users(id),
    kind text not null,
    mime_type text not null,
    size integer not null,
    original_name text not null,
    subscription_id text references subscriptions(id),
    created_at timestamptz not null default now()
  );
  create index files_owner on files(owner_user_id, kind);
  create table coupons (
    id text primary key,
    code text not null unique,
    doc jsonb not null
  );
  `,
  },
  ...AREA_MIGRATIONS,
];
