/**
 * `npm run i18n:extract`: brings the catalogues in line with the source: a new message is added with an
 * empty translation (the catalogue check fails until someone writes it), one no longer used is dropped,
 * every translation already written is kept.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { extractMessages } from './i18n-messages';

const CATALOGUES = ['es'];

for (const language of CATALOGUES) {
  const path = join(import.meta.dirname, '..', 'ui', 'i18n', 'catalogs', `${language}.json`);
  const old = JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>;
  const messages = extractMessages();
  // The refusals' texts by code (ui/i18n/error-text.ts) are the catalogue's own: no source has them.
  const refusals = Object.entries(old).filter(([id]) => id.startsWith('error.'));
  const catalogue = Object.fromEntries([...messages.map((id) => [id, old[id] ?? '']), ...refusals]);
  writeFileSync(path, `${JSON.stringify(catalogue, null, 2)}\n`);
  const missing = messages.filter((id) => !old[id]).length;
  console.log(`${language}: ${messages.length} messages, ${missing} to translate, ${Object.keys(old).filter((id) => !(id in catalogue)).length} dropped`);
}
