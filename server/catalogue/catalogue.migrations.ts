import type { Migration } from '../database/migration';

/**
 * The catalogue-and-registration area's tables. A product is one document with its variations and
 * doses (they are always read together); `position` keeps the catalogue's order. Coupons live in the
 * `coupons` table of migration 0002.
 */
export const CATALOGUE_MIGRATIONS: readonly Migration[] = [
  {
    id: '0300-catalogue-products-addons',
    sql: `
  create table products (
    id text primary key,
    product_type text not null check (product_type in ('ed', 'hl', 'wl', 'ag')),
    position integer not null,
    doc jsonb not null
  );
  create index products_by_type on products(product_type, position);
  create table addons (
    id text primary key,
    name text not null,
    doc jsonb not null
  );
  `,
  },
];
