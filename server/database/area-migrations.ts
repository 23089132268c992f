import type { Migration } from './migration';
import { CATALOGUE_MIGRATIONS } from '../catalogue/catalogue.migrations';
import { REGISTRATION_REQUEST_MIGRATIONS } from '../subscriptions/registration-requests.migrations';
import { PATIENT_AND_USER_MIGRATIONS } from '../users/patient-and-user.migrations';
import { AUDIT_MIGRATIONS } from '../audit/audit.migrations';
import { IDENTITY_HARDENING_MIGRATIONS } from '../identity/identity-hardening.migrations';

/**
 * Each area of the API adds its tables as its own migrations, ids prefixed by the area
 * (e.g. '0100-catalogue-products'), listed here in the order they must run.
 */
export const AREA_MIGRATIONS: readonly Migration[] = [
  // ── patient-and-user (01xx) ──
  ...PATIENT_AND_USER_MIGRATIONS,
  // ── end patient-and-user ──
  // ── questionnaires-files-lookups (02xx) ──
  {
    id: '0200-questionnaires',
    sql: `
  create table questions (
    id text primary key,
    question_type text not null,
    product_type text,
    sequence integer not null,
    is_global boolean not null,
    is_re_questionnaire boolean not null,
    is_followup boolean not null,
    gender text,
    doc jsonb not null,
    unique (question_type, product_type, sequence)
  );
  create index questions_by_type on questions(question_type, product_type, sequence);
  `,
  },
  {
    id: '0201-visit-logs-and-global-answers',
    sql: `
  create table online_visit_logs (
    subscription_id text primary key references subscriptions(id),
    patient_id text not null references patients(id),
    is_blocked boolean not null default false,
    updated_at timestamptz not null,
    doc jsonb not null
  );
  create table global_answers (
    patient_id text primary key references patients(id),
    updated_at timestamptz not null,
    doc jsonb not null
  );
  `,
  },
  {
    id: '0202-lookups-config-states',
    sql: `
  create table lookup_items (
    id text primary key,
    type text not null,
    name text not null,
    system text not null,
    doc jsonb not null,
    unique (type, name)
  );
  create table app_config (name text primary key, doc jsonb not null);
  create table us_states (
    code text primary key,
    name text not null unique,
    enabled boolean not null,
    doc jsonb not null
  );
  `,
  },
  {
    id: '0203-fb-events',
    sql: `
  create table fb_events (
    id text primary key,
    user_id text not null references users(id),
    event_id text not null,
    created_at timestamptz not null,
    doc jsonb not null,
    unique (user_id, event_id)
  );
  `,
  },
  // ── end questionnaires-files-lookups ──
  // ── catalogue-and-registration (03xx) ──
  ...CATALOGUE_MIGRATIONS,
  ...REGISTRATION_REQUEST_MIGRATIONS,
  // ── end catalogue-and-registration ──
  // ── billing-and-lifecycle (04xx) ──
  {
    // Card tokens keep what a card provider shows back (brand, last four, expiry) and how the sandbox
    // card behaves when charged; never the number or the code. A subscription has at most one charge
    // on hold (partial unique index), and an idempotency key answers once per patient (primary key):
    // both hold under concurrent requests, which a read-then-write would not.
    id: '0400-billing-and-lifecycle',
    sql: `
  create table card_tokens (
    id text primary key,
    owner_sub text not null references identities(sub),
    brand text not null,
    last4 text not null,
    exp_month integer not null,
    exp_year integer not null,
    behaviour text not null,
    created_at timestamptz not null,
    used_at timestamptz
  );
  create table charges (
    id text primary key,
    patient_id text not null references patients(id),
    subscription_id text not null references subscriptions(id),
    status text not null,
    created_at timestamptz not null,
    doc jsonb not null
  );
  create index charges_by_subscription on charges(subscription_id, created_at, id);
  create unique index charges_one_hold_per_subscription on charges(subscription_id) where status = 'hold';
  create table orders (
    id text primary key,
    patient_id text not null references patients(id),
    subscription_id text not null references subscriptions(id),
    charge_id text not null references charges(id),
    status text not null,
    created_at timestamptz not null,
    doc jsonb not null
  );
  create index orders_by_patient on orders(patient_id, created_at desc, id desc);
  create table payment_requests (
    patient_id text not null references patients(id),
    idempotency_key text not null,
    fingerprint text not null,
    response_status integer,
    response json,
    created_at timestamptz not null,
    primary key (patient_id, idempotency_key)
  );
  create table payment_attempts (
    id text primary key,
    patient_id text not null references patients(id),
    subscription_id text not null references subscriptions(id),
    created_at timestamptz not null,
    doc jsonb not null
  );
  create index payment_attempts_by_subscription on payment_attempts(subscription_id, created_at);
  `,
  },
  {
    // The card each patient is billed on (its sandbox token says how it behaves when charged), and one
    // charge per billing date of a subscription: a billing run stopped half-way and run again bills no
    // date twice, whatever else it does.
    id: '0401-billing-runs',
    sql: `
  create table cards_on_file (
    patient_id text primary key references patients(id),
    token_id text not null references card_tokens(id),
    updated_at timestamptz not null
  );
  alter table charges add column billing_key text;
  create unique index charges_one_per_billing_date on charges(subscription_id, billing_key) where billing_key is not null;
  `,
  },
  // ── end billing-and-lifecycle ──
  // ── messaging-and-doctors (05xx) ──
  {
    // Doctors are users with a Doctor record (private fields included; patients get a projection).
    // A chat belongs to one patient; its peer is the support user or the doctor. Messages are ordered
    // by `seq`; each participant's read mark (`chat_reads.last_read_seq`) makes `whoHaveRead` and the
    // unread counts one index range each, even in a 10,000-message thread.
    id: '0500-messaging-and-doctors',
    sql: `
  create table doctors (
    id text primary key,
    user_id text not null unique references users(id),
    status text not null check (status in ('active', 'inactive')),
    last_name text not null,
    doc jsonb not null
  );
  create index doctors_licenses on doctors using gin ((doc->'licenses') jsonb_path_ops);
  create table doctor_assignments (
    id text primary key,
    patient_id text not null references patients(id),
    subscription_id text not null references subscriptions(id),
    doctor_id text not null references doctors(id),
    product text not null,
    status text not null check (status in ('active', 'inactive')),
    assigned_at timestamptz not null
  );
  create unique index doctor_assignments_one_active on doctor_assignments(subscription_id) where status = 'active';
  create index doctor_assignments_patient on doctor_assignments(patient_id, assigned_at desc);
  create table chats (
    id text primary key,
    patient_id text not null references patients(id),
    kind text not null check (kind in ('support', 'doctor')),
    subscription_id text references subscriptions(id),
    patient_user_id text not null references users(id),
    peer_user_id text not null references users(id),
    doctor_id text references doctors(id),
    created_at timestamptz not null,
    last_message_at timestamptz,
    check ((kind = 'doctor') = (subscription_id is not null))
  );
  create unique index chats_one_support on chats(patient_id) where kind = 'support';
  create unique index chats_one_per_subscription on chats(subscription_id) where kind = 'doctor';
  create table chat_messages (
    seq bigint generated always as identity primary key,
    id text not null unique,
    chat_id text not null references chats(id),
    user_id text not null references users(id),
    file_id text references files(id),
    created_at timestamptz not null,
    doc jsonb not null
  );
  create index chat_messages_thread on chat_messages(chat_id, seq);
  create index chat_messages_file on chat_messages(chat_id, file_id) where file_id is not null;
  create table chat_reads (
    chat_id text not null references chats(id),
    user_id text not null references users(id),
    last_read_seq bigint not null,
    primary key (chat_id, user_id)
  );
  create table notices (
    seq bigint generated always as identity primary key,
    id text not null unique,
    user_id text not null references users(id),
    has_read boolean not null default false,
    created_at timestamptz not null,
    doc jsonb not null
  );
  create index notices_by_user on notices(user_id, created_at desc, seq desc);
  create index notices_unread on notices(user_id) where not has_read;
  `,
  },
  // ── end messaging-and-doctors ──
  // ── security-and-audit (06xx) ──
  ...IDENTITY_HARDENING_MIGRATIONS,
  ...AUDIT_MIGRATIONS,
  // ── end security-and-audit ──
];
