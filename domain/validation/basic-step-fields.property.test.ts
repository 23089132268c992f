import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { US_AREA_CODES } from '../geography/us-area-codes';
import { ageOn, compareDates, daysInMonth, isRealDate, type CalendarDate } from '../shared/calendar-date';
import { basicStepErrors, birthDateError, genderError, parseBirthDate, phoneError, usPhoneDigits, zipCodeError } from './basic-step-fields';

const TODAY: CalendarDate = { year: 2026, month: 3, day: 15 };
const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const typed = (d: CalendarDate) => `${pad(d.month)}-${pad(d.day)}-${pad(d.year, 4)}`;
const realDate = fc
  .record({ year: fc.integer({ min: 1, max: 9999 }), month: fc.integer({ min: 1, max: 12 }), day: fc.integer({ min: 1, max: 31 }) })
  .filter(isRealDate);

describe('basic step: gender (spec §3, default male)', () => {
  it('takes male or female only', () => {
    expect(genderError('male')).toBeNull();
    expect(genderError('female')).toBeNull();
    expect(genderError('')).toBe('Choose male or female');
    expect(genderError('Male')).toBe('Choose male or female');
  });
});

describe('basic step: birth date MM-DD-YYYY, 18 or older (spec §3, §9)', () => {
  it('reads MM-DD-YYYY', () => {
    expect(parseBirthDate('07-04-1990')).toEqual({ year: 1990, month: 7, day: 4 });
    expect(parseBirthDate(' 02-29-2000 ')).toEqual({ year: 2000, month: 2, day: 29 });
    for (const wrong of [
      '1990-07-04',
      '7-4-1990',
      '07/04/1990',
      '07-04-90',
      'x07-04-1990',
      '07-04-1990x',
      '02-29-1900',
      '13-01-1990',
      '00-10-1990',
      '04-31-1990',
    ]) {
      expect(parseBirthDate(wrong)).toBeNull();
    }
  });

  it('explains each wrong birth date', () => {
    expect(birthDateError(' ', TODAY)).toBe('Enter your date of birth');
    expect(birthDateError('1990-07-04', TODAY)).toBe('Enter your date of birth as MM-DD-YYYY');
    expect(birthDateError('02-30-1990', TODAY)).toBe('Enter a date that exists, as MM-DD-YYYY');
    expect(birthDateError('03-16-2026', TODAY)).toBe('Your date of birth cannot be in the future');
    expect(birthDateError('03-16-2008', TODAY)).toBe('You must be 18 or older to use this service');
    expect(birthDateError('03-15-1905', TODAY)).toBe('Check the year of your date of birth');
  });

  it('accepts from the 18th birthday on, up to 120 years of age', () => {
    expect(birthDateError('03-15-2008', TODAY)).toBeNull();
    expect(birthDateError('03-15-2026', TODAY)).toBe('You must be 18 or older to use this service');
    expect(birthDateError('03-16-1905', TODAY)).toBeNull();
    expect(birthDateError('07-04-1990', TODAY)).toBeNull();
  });

  it('counts a 29 February birthday as reached on 1 March', () => {
    expect(ageOn({ year: 2008, month: 2, day: 29 }, { year: 2026, month: 2, day: 28 })).toBe(17);
    expect(ageOn({ year: 2008, month: 2, day: 29 }, { year: 2026, month: 3, day: 1 })).toBe(18);
  });

  const todayAndBirth = realDate.chain((today) =>
    fc.tuple(
      fc.constant(today),
      fc
        .record({
          year: fc.integer({ min: today.year - 125, max: today.year + 1 }),
          month: fc.integer({ min: 1, max: 12 }),
          day: fc.integer({ min: 1, max: 31 }),
        })
        .filter(isRealDate),
    ),
  );

  test.prop([todayAndBirth])('accepts exactly the real dates 18 to 120 years back', ([today, birth]) => {
    const age = ageOn(birth, today);
    const accepted = birthDateError(typed(birth), today) === null;
    expect(accepted).toBe(compareDates(birth, today) <= 0 && age >= 18 && age <= 120);
  });

  test.prop([realDate, realDate])('an age grows by one exactly on the birthday', (birth, today) => {
    fc.pre(compareDates(birth, today) <= 0);
    const age = ageOn(birth, today);
    expect(age).toBeGreaterThanOrEqual(0);
    // A 29 February birthday is reached on 1 March in common years.
    const reached = today.month > birth.month || (today.month === birth.month && today.day >= birth.day);
    expect(age).toBe(today.year - birth.year - (reached ? 0 : 1));
  });

  test.prop([realDate])('reads back every date it is given as MM-DD-YYYY', (date) => {
    expect(parseBirthDate(typed(date))).toEqual(date);
  });
});

describe('calendar days', () => {
  it('knows month lengths and leap years', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((m) => daysInMonth(2023, m))).toEqual([31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]);
    expect([2024, 1900, 2000, 2100].map((y) => daysInMonth(y, 2))).toEqual([29, 28, 29, 28]);
    expect(isRealDate({ year: 0, month: 1, day: 1 })).toBe(false);
    expect(isRealDate({ year: 2024, month: 1.5, day: 1 })).toBe(false);
    expect(isRealDate({ year: 2024.5, month: 1, day: 1 })).toBe(false);
    expect(isRealDate({ year: 2024, month: 1, day: 0 })).toBe(false);
    expect(isRealDate({ year: 2024, month: 1, day: 1.5 })).toBe(false);
    expect(isRealDate({ year: 1, month: 12, day: 31 })).toBe(true);
    expect(isRealDate({ year: 2024, month: 1, day: 1 })).toBe(true);
    expect(isRealDate({ year: 2024, month: 13, day: 1 })).toBe(false);
    expect(isRealDate({ year: 2024, month: 0, day: 1 })).toBe(false);
  });

  test.prop([realDate, realDate])('orders dates like their MM-DD-YYYY reversed to YYYY-MM-DD', (a, b) => {
    const key = (d: CalendarDate) => `${pad(d.year, 4)}${pad(d.month)}${pad(d.day)}`;
    expect(Math.sign(compareDates(a, b))).toBe(Math.sign(key(a).localeCompare(key(b))));
  });
});

describe('basic step: ZIP code, 5 digits', () => {
  it('takes five digits only', () => {
    expect(zipCodeError('94103')).toBeNull();
    expect(zipCodeError(' 02139 ')).toBeNull();
    expect(zipCodeError('')).toBe('Enter your ZIP code');
    for (const wrong of ['9410', '941033', '94103-1234', 'a9410', '9410a', '9 410']) expect(zipCodeError(wrong)).toBe('Enter a 5-digit ZIP code');
  });

  test.prop([fc.string()])('accepts a value exactly when it is five digits', (value) => {
    expect(zipCodeError(value) === null).toBe(/^\d{5}$/.test(value.trim()));
  });
});

describe('basic step: phone with a valid US area code (spec §3)', () => {
  it('reads US numbers however they are typed', () => {
    for (const typedPhone of [
      '4155552671',
      '(415) 555-2671',
      '415.555.2671',
      '415-555-2671',
      '+1 415 555 2671',
      '1-415-555-2671',
      ' 415 555 2671 ',
      ' +1 (415) 555-2671 ',
    ]) {
      expect(usPhoneDigits(typedPhone)).toBe('4155552671');
    }
    for (const wrong of [
      '415555267',
      '41555526712',
      '+4155552671',
      '+44 20 7946 0958',
      '415-555-267a',
      'a4155552671',
      'phone',
      '2-415-555-2671',
      '415-555-2671 ext',
    ]) {
      expect(usPhoneDigits(wrong)).toBeNull();
    }
  });

  it('explains each wrong phone', () => {
    expect(phoneError('(415) 555-2671')).toBeNull();
    expect(phoneError('  ')).toBe('Enter your phone number');
    expect(phoneError('555-2671')).toBe('Enter a 10-digit US phone number');
    expect(phoneError('(800) 555-2671')).toBe('Enter a phone number with a US area code');
    expect(phoneError('(416) 555-2671')).toBe('Enter a phone number with a US area code');
    expect(phoneError('(415) 155-2671')).toBe('Enter a valid US phone number');
    expect(phoneError('(415) 055-2671')).toBe('Enter a valid US phone number');
    expect(phoneError('(415) 255-2671')).toBeNull();
    expect(phoneError('(415) 955-2671')).toBeNull();
    expect(phoneError('(415) 955-2671')).toBeNull();
  });

  const line = fc.stringMatching(/^[2-9]\d{6}$/);
  test.prop([fc.constantFrom(...US_AREA_CODES), line, fc.constantFrom('', '1', '+1 ', '1-')])(
    'accepts every US area code with any valid line',
    (area, rest, prefix) => {
      expect(phoneError(`${prefix}(${area}) ${rest.slice(0, 3)}-${rest.slice(3)}`)).toBeNull();
    },
  );

  test.prop([fc.stringMatching(/^\d{3}$/).filter((code) => !US_AREA_CODES.includes(code)), line])('refuses every other area code', (area, rest) => {
    expect(phoneError(`${area}${rest}`)).toBe('Enter a phone number with a US area code');
  });
});

describe('the basic step form', () => {
  it('lists the message of each wrong field, and nothing for a good form', () => {
    expect(basicStepErrors({ gender: 'male', birthDate: '07-04-1990', zipCode: '94103', phone: '4155552671' }, TODAY)).toEqual({});
    expect(basicStepErrors({ gender: '', birthDate: '', zipCode: '941', phone: '800 555 2671' }, TODAY)).toEqual({
      gender: 'Choose male or female',
      birthDate: 'Enter your date of birth',
      zipCode: 'Enter a 5-digit ZIP code',
      phone: 'Enter a phone number with a US area code',
    });
  });
});
