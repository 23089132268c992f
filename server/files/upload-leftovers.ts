import { existsSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from '../database/database';

/** An upload's bytes are written under this name first and take their own once the row is committed. */
export const partFileName = (id: string): string => `${id}.part`;

const PART = /^(.+)\.part$/;

/**
 * What a crash can leave in the uploads folder, put right at start: a `.part` file whose row was
 * committed takes its own name (the crash came between the commit and the rename); any other `.part`
 * file, and a file without a row (from before uploads were written this way), is removed.
 */
export const sweepUploadLeftovers = async (db: Pick<Database, 'query'>, directory: string): Promise<{ finished: number; removed: number }> => {
  if (!existsSync(directory)) return { finished: 0, removed: 0 };
  const names = readdirSync(directory);
  const ids = names.map((name) => PART.exec(name)?.[1] ?? name);
  const found = await db.query<{ id: string }>('select id from files where id = any($1)', [ids]);
  const withRow = new Set(found.rows.map((row) => row.id));
  let finished = 0;
  let removed = 0;
  for (const name of names) {
    const id = PART.exec(name)?.[1] ?? null;
    if (id !== null && withRow.has(id)) {
      renameSync(join(directory, name), join(directory, id));
      finished += 1;
    } else if (id !== null || !withRow.has(name)) {
      rmSync(join(directory, name), { force: true });
      removed += 1;
    }
  }
  return { finished, removed };
};
