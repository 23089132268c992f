import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { ordinal, ordinalSuffix } from './ordinal';

describe('ordinal day (order date Do, spec §9)', () => {
  it('says 1st 2nd 3rd 4th 11th 12th 13th 21st 22nd 23rd 31st', () => {
    expect([1, 2, 3, 4, 5, 9, 10, 11, 12, 13, 14, 20, 21, 22, 23, 24, 30, 31].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '5th',
      '9th',
      '10th',
      '11th',
      '12th',
      '13th',
      '14th',
      '20th',
      '21st',
      '22nd',
      '23rd',
      '24th',
      '30th',
      '31st',
    ]);
  });

  it('keeps the teen rule past 100', () => {
    expect([100, 101, 102, 103, 111, 112, 113, 121, 0].map(ordinal)).toEqual(['100th', '101st', '102nd', '103rd', '111th', '112th', '113th', '121st', '0th']);
  });

  test.prop([fc.nat(100_000)])('depends only on the last two digits', (n) => {
    const lastTwo = n % 100;
    const expected = lastTwo >= 11 && lastTwo <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
    expect(ordinalSuffix(n)).toBe(expected);
    expect(ordinal(n)).toBe(`${n}${expected}`);
  });
});
