import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { parseBirthDate } from '../validation/basic-step-fields';
import { formatBirthDate, storedBirthDate } from './birth-date';

describe('birth date MM-DD-YYYY (spec §9)', () => {
  it('shows a stored date as MM-DD-YYYY, never shifted by a time zone', () => {
    expect(formatBirthDate('1990-04-15')).toBe('04-15-1990');
    expect(formatBirthDate('1990-04-15T00:00:00.000Z')).toBe('04-15-1990');
    expect(formatBirthDate('2000-02-29')).toBe('02-29-2000');
  });

  it('shows nothing for what is not a day of the calendar', () => {
    for (const stored of [
      '1990-02-30',
      '1900-02-29',
      '1990-13-01',
      '1990-00-10',
      '1990-04-31',
      '1990-04-00',
      '04-15-1990',
      '',
      '1990-4-15',
      'x1990-04-15',
      '1990-04-15junk',
      '1990-04-15 10:00',
    ]) {
      expect(formatBirthDate(stored), stored).toBeNull();
    }
  });

  it('stores a date as YYYY-MM-DD', () => {
    expect(storedBirthDate({ year: 1990, month: 4, day: 5 })).toBe('1990-04-05');
    expect(storedBirthDate({ year: 999, month: 12, day: 31 })).toBe('0999-12-31');
  });

  const day = fc
    .date({ min: new Date(Date.UTC(1000, 0, 1)), max: new Date(Date.UTC(9999, 11, 31)), noInvalidDate: true })
    .map((date) => date.toISOString().slice(0, 10));

  test.prop([day])('round-trips every calendar day: stored -> shown -> typed back -> stored', (stored) => {
    const shown = formatBirthDate(stored) as string;
    expect(shown).toBe(`${stored.slice(5, 7)}-${stored.slice(8, 10)}-${stored.slice(0, 4)}`);
    const typed = parseBirthDate(shown);
    expect(typed).not.toBeNull();
    expect(storedBirthDate(typed as NonNullable<typeof typed>)).toBe(stored);
  });

  test.prop([fc.string()])('is total: any text gives a date or nothing, never a throw', (text) => {
    const shown = formatBirthDate(text);
    expect(shown === null || shown === `${text.slice(5, 7)}-${text.slice(8, 10)}-${text.slice(0, 4)}`).toBe(true);
  });
});
