import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { chooseLanguage, LANGUAGES, languageOfTag } from './language';

describe('languageOfTag', () => {
  it('reads the primary subtag, whatever its region or case', () => {
    expect(languageOfTag('es-US')).toBe('es');
    expect(languageOfTag('ES_mx')).toBe('es');
    expect(languageOfTag('en-GB')).toBe('en');
  });
  it('knows no language the app does not speak', () => {
    expect(languageOfTag('fr-FR')).toBeNull();
    expect(languageOfTag('')).toBeNull();
  });
});

describe('chooseLanguage', () => {
  it('keeps the patient’s choice over the browser’s', () => {
    expect(chooseLanguage('en', ['es-US', 'en'])).toBe('en');
  });
  it('takes the first preferred language the app speaks', () => {
    expect(chooseLanguage(null, ['fr', 'es-MX', 'en'])).toBe('es');
  });
  it('ignores a stored value that is no language of the app', () => {
    expect(chooseLanguage('klingon', ['es'])).toBe('es');
  });
  test.prop([fc.option(fc.string(), { nil: null }), fc.array(fc.string())])('always answers a language of the app', (chosen, preferred) => {
    expect(LANGUAGES).toContain(chooseLanguage(chosen, preferred));
  });
});
