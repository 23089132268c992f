import type { Migration } from '../database/migration';

/**
 * The idempotency keys of createSubscription: each names the registration it started or continued, once
 * per patient (primary key), so a script's retry gets that registration back instead of a new one.
 */
export const REGISTRATION_REQUEST_MIGRATIONS: readonly Migration[] = [
  {
    id: '0310-registration-requests',
    sql: `
  create table registration_requests (
    patient_id text not null references patients(id),
    idempotency_key text not null,
    product_type text not null,
    subscription_id text not null references subscriptions(id),
    created_at timestamptz not null,
    primary key (patient_id, idempotency_key)
  );
  `,
  },
];
