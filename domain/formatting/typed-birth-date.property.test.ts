import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { typedBirthDate } from './birth-date';

describe('a birth date as it is typed (MM-DD-YYYY, spec §9)', () => {
  it('places the dashes for digits typed on a phone', () => {
    const typing = ['0', '03', '031', '0315', '03151', '031519', '0315198', '03151988'].map(typedBirthDate);
    expect(typing).toEqual(['0', '03', '03-1', '03-15', '03-15-1', '03-15-19', '03-15-198', '03-15-1988']);
    expect(typedBirthDate('031519881')).toBe('03-15-1988');
  });

  it('takes a separator the patient types, adding the leading zero it implies', () => {
    expect(['3/', '3/1', '3/15/', '3/15/1988', '3-15-1988', '3.5.1988', '03 15 1988'].map(typedBirthDate)).toEqual([
      '03',
      '03-1',
      '03-15',
      '03-15-1988',
      '03-15-1988',
      '03-05-1988',
      '03-15-1988',
    ]);
  });

  it('turns an autofilled YYYY-MM-DD around, and leaves letters for the check to explain', () => {
    expect(typedBirthDate('1988-03-15')).toBe('03-15-1988');
    expect(typedBirthDate('March 15')).toBe('March 15');
    expect(typedBirthDate('')).toBe('');
  });

  test.prop([fc.stringMatching(/^\d{0,8}$/)])('keeps every digit, dashed after the month and the day', (digits) => {
    const typed = typedBirthDate(digits);
    expect(typed.replaceAll('-', '')).toBe(digits);
    expect(typed).toMatch(/^(\d{1,2}(-\d{1,2}(-\d{1,4})?)?)?$/);
  });

  test.prop([fc.string({ maxLength: 14 }), fc.stringMatching(/^[\d\s./-]{0,14}$/)])('gives the same text when applied again', (any, dateLike) => {
    for (const text of [any, dateLike]) expect(typedBirthDate(typedBirthDate(text))).toBe(typedBirthDate(text));
  });

  test.prop([fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 28 }), fc.integer({ min: 1000, max: 9999 }), fc.constantFrom('/', '-', '.', ' ')])(
    'reads a whole date with separators as MM-DD-YYYY',
    (month, day, year, separator) => {
      const expected = `${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}-${year}`;
      expect(typedBirthDate(`${month}${separator}${day}${separator}${year}`)).toBe(expected);
      expect(typedBirthDate(expected)).toBe(expected);
    },
  );
});
