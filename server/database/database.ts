import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { MIGRATIONS } from './migrations';

export type Database = PGlite;

/** Opens the embedded Postgres in `dataDir` (kept across restarts) or in memory, and migrates it. */
export const openDatabase = async (dataDir: string | null): Promise<Database> => {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const db = dataDir ? await PGlite.create(dataDir) : await PGlite.create();
  await migrate(db);
  return db;
};

const migrate = async (db: Database): Promise<void> => {
  await db.exec('create table if not exists schema_migrations (id text primary key, applied_at timestamptz not null default now())');
  const applied = await db.query<{ id: string }>('select id from schema_migrations');
  const done = new Set(applied.rows.map((row) => row.id));
  for (const migration of MIGRATIONS) {
    if (done.has(migration.id)) continue;
    await db.transaction(async (tx) => {
      await tx.exec(migration.sql);
      await tx.query('insert into schema_migrations (id) values ($1)', [migration.id]);
    });
  }
};
