import { PGlite } from '@electric-sql/pglite';
import { expect, it } from 'vitest';
import { loggableError } from './loggable-error';

it('keeps a database error to its SQLSTATE code, never the value that broke the statement', async () => {
  const db = await PGlite.create();
  const failure = await db.query('select $1::int', ['a note about my symptoms']).catch((error: unknown) => error);
  await db.close();
  expect(String((failure as Error).message)).toContain('a note about my symptoms');
  expect(loggableError(failure)).toBe('database error 22P02');
  expect(loggableError(new Error('Doctor 0123 has no user'))).toBe('Doctor 0123 has no user');
});
