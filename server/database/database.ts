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
  await db.exec('create table if not exists schema_migrations (version integer primary key, applied_at timestamptz not null default now())');
  const applied = await db.query<{ version: number }>('select version from schema_migrations');
  const done = new Set(applied.rows.map((row) => row.version));
  for (const [index, sql] of MIGRATIONS.entries()) {
    const version = index + 1;
    if (done.has(version)) continue;
    await db.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query('insert into schema_migrations (version) values ($1)', [version]);
    });
  }
};
