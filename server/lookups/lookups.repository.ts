import type { components } from '../../openapi/patient-api';
import type { Database } from '../database/database';

type Schemas = components['schemas'];
export type LookupItem = Schemas['LookupItem'];
export type EnabledState = Schemas['EnabledState'];

const SEARCH_LIMIT = 25;

/** A search term as a LIKE pattern part: its own % and _ are literal. */
const likeLiteral = (text: string): string => text.replace(/[\\%_]/g, '\\$&');

/**
 * Entries of a lookup list whose name or other names contain `search`: names that start with it first,
 * then names or other names with a word that starts with it, then the rest, each by name.
 */
export const searchLookup = async (
  db: Pick<Database, 'query'>,
  type: Schemas['LookupType'],
  search: string | undefined,
  system: Schemas['LookupSystem'] | undefined,
): Promise<LookupItem[]> => {
  const term = search?.trim() ? likeLiteral(search.trim()) : null;
  const found = await db.query<{ doc: LookupItem }>(
    `select doc from lookup_items i
     where type = $1 and ($2::text is null or system = $2)
       and ($3::text is null or name ilike '%' || $3 || '%'
            or exists (select 1 from jsonb_array_elements_text(doc->'otherNames') other where other ilike '%' || $3 || '%'))
     order by case
       when $3::text is null or name ilike $3 || '%' then 0
       when name ilike '% ' || $3 || '%'
         or exists (select 1 from jsonb_array_elements_text(doc->'otherNames') other where other ilike $3 || '%' or other ilike '% ' || $3 || '%') then 1
       else 2 end, name
     limit $4`,
    [type, system ?? null, term, term === null ? null : SEARCH_LIMIT],
  );
  return found.rows.map((row) => row.doc);
};

export const listEnabledStates = async (db: Pick<Database, 'query'>): Promise<EnabledState[]> => {
  const found = await db.query<{ doc: EnabledState }>('select doc from us_states where enabled order by name');
  return found.rows.map((row) => row.doc);
};
