import { US_STATES } from '../address/us-states';
import { seedId } from '../questionnaires/seed/question-seed';
import type { SeedTransaction } from '../seed/seed-types';
import { SEEDED_CONFIG } from './config-values';
import type { EnabledState, LookupItem } from './lookups.repository';
import { ALLERGIES } from './seed/allergies.list';
import { CONDITIONS } from './seed/conditions.list';
import type { LookupEntry } from './seed/lookup-entry';
import { MEDICATIONS } from './seed/medications.list';

/**
 * Where the service is not offered (project choice, for a realistic mix): these states and the territories
 * have no licensed provider or pharmacy partner yet.
 */
const NOT_OFFERED = new Set(['AK', 'AR', 'HI', 'LA', 'MS', 'WV', 'AS', 'GU', 'MP', 'PR', 'VI']);

const lookupItems = (type: LookupItem['type'], entries: readonly LookupEntry[]): LookupItem[] =>
  entries.map((entry) => ({
    _id: seedId(`lookup:${type}:${entry.name}`),
    type,
    name: entry.name,
    system: entry.system,
    otherNames: [...(entry.otherNames ?? [])],
    code: entry.code ?? null,
  }));

/** Lookup lists, configuration defaults and the US states with where the service is offered. */
export const seedLookups = async (tx: SeedTransaction): Promise<void> => {
  const items = [...lookupItems('medications', MEDICATIONS), ...lookupItems('allergies', ALLERGIES), ...lookupItems('conditions', CONDITIONS)];
  await tx.query(
    `insert into lookup_items (id, type, name, system, doc)
     select d->>'_id', d->>'type', d->>'name', d->>'system', d from jsonb_array_elements($1::jsonb) d`,
    [JSON.stringify(items)],
  );
  await tx.query(`insert into app_config (name, doc) select d->>'name', d from jsonb_array_elements($1::jsonb) d`, [JSON.stringify(SEEDED_CONFIG)]);
  const states = Object.entries(US_STATES).map(([code, name]) => ({
    code,
    enabled: !NOT_OFFERED.has(code),
    doc: { _id: seedId(`state:${code}`), name, options: [code, name] } satisfies EnabledState,
  }));
  await tx.query(
    `insert into us_states (code, name, enabled, doc)
     select s->>'code', s->'doc'->>'name', (s->>'enabled')::boolean, s->'doc' from jsonb_array_elements($1::jsonb) s`,
    [JSON.stringify(states)],
  );
};
