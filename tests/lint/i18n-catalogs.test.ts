import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { API_ERROR_CODES, CLIENT_ERROR_CODES } from '../../domain/shared/error-codes';
import { compileCatalogue } from '../../scripts/lingui-catalogs';
import { builtTexts, extractMessages, untranslatedTexts } from '../../scripts/i18n-messages';

const catalogue = JSON.parse(readFileSync(join(import.meta.dirname, '../../ui/i18n/catalogs/es.json'), 'utf8')) as Record<string, string>;
const REFUSAL = /^error\./;
const placeholders = (message: string) => [...message.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('the Spanish catalogue (ui/i18n/catalogs/es.json)', () => {
  const messages = extractMessages();
  const ids = Object.keys(catalogue).filter((id) => !REFUSAL.test(id));

  it('holds every message of the source (run `npm run i18n:extract` after changing a text)', () => {
    expect(messages.filter((id) => !(id in catalogue))).toEqual([]);
  });

  it('holds no message the source no longer has', () => {
    const used = new Set(messages);
    expect(ids.filter((id) => !used.has(id))).toEqual([]);
  });

  it('translates every message, with the same placeholders', () => {
    expect(Object.entries(catalogue).filter(([, text]) => text.trim() === '')).toEqual([]);
    expect(ids.filter((id) => placeholders(id).join() !== placeholders(catalogue[id] ?? '').join())).toEqual([]);
  });

  it('compiles, as the build compiles it', () => {
    expect(() => compileCatalogue(JSON.stringify(catalogue))).not.toThrow();
  });

  it('words refusals only by codes the contract or the client has', () => {
    const codes = new Set<string>([...API_ERROR_CODES, ...CLIENT_ERROR_CODES]);
    expect(Object.keys(catalogue).filter((id) => REFUSAL.test(id) && !codes.has(id.replace(REFUSAL, '')))).toEqual([]);
  });
});

describe('the English sources', () => {
  it('use plain {name} placeholders only, which the browser compiles without an ICU parser', () => {
    expect(extractMessages().filter((id) => /\{\w+\s*,/.test(id))).toEqual([]);
  });

  it('reach the screen through a translator: no JSX text or spoken attribute written as is', () => {
    expect(untranslatedTexts()).toEqual([]);
  });

  it('build no sentence outside a translator: a template literal with prose keeps English word order', () => {
    expect(builtTexts()).toEqual([]);
  });

  it('finds a sentence built outside a translator, and not a class, an id, a key or a size', () => {
    const found = builtTexts(['tests/lint/fixtures/built-sentences.tsx.txt']).map(({ line }) => line);
    expect(found).toEqual([3, 4]);
  });
});
