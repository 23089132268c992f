import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fillPlaceholders } from '../i18n/fill-placeholders';
import { linguiTranslator } from '../i18n/lingui-translator';
import { showLanguage } from '../i18n/translate';
import { showMoment } from './show-moment';

beforeAll(() => {
  process.env.TZ = 'America/Chicago';
});
afterEach(() => showLanguage('en', fillPlaceholders));

/** Chicago in November, as the zone port reads it there (the Spanish form reads the same zone through Intl). */
const CHICAGO = { utcOffsetAt: () => -360 };
const inSpanish = () => showLanguage('es', linguiTranslator('es', { You: ['Usted'] }));

describe('a chat message’s and a notice’s time', () => {
  it('reads MM-DD-YYYY HH:mm in English, in the patient’s zone (spec §9)', () => {
    expect(showMoment('2026-11-27T19:05:00.000Z', CHICAGO)).toBe('11-27-2026 13:05');
  });

  it('reads day first, 24-hour, in Spanish', () => {
    inSpanish();
    expect(showMoment('2026-11-27T19:05:00.000Z', CHICAGO)).toBe('27/11/2026, 13:05');
  });

  it('guesses no zone for a timestamp without one', () => {
    expect(showMoment('2026-11-27 19:05', CHICAGO)).toBeNull();
  });
});
