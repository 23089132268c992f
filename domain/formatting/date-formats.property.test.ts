import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { calendarPartsAt, instantFromIso } from './calendar-parts';
import { formatNotificationDate, formatOrderDate } from './date-formats';

const at = (iso: string) => instantFromIso(iso) as number;

describe('notification date MM-DD-YYYY HH:mm (spec §2, §9)', () => {
  it('shows the wall clock of the patient’s zone, 24-hour', () => {
    expect(formatNotificationDate(at('2026-03-03T14:05:00Z'), 0)).toBe('03-03-2026 14:05');
    expect(formatNotificationDate(at('2026-03-03T14:05:59.999Z'), 0)).toBe('03-03-2026 14:05');
    expect(formatNotificationDate(at('2026-03-03T02:05:00Z'), -300)).toBe('03-02-2026 21:05');
    expect(formatNotificationDate(at('2026-12-31T23:30:00Z'), 60)).toBe('01-01-2027 00:30');
    expect(formatNotificationDate(at('2026-07-04T09:00:00+05:30'), 330)).toBe('07-04-2026 09:00');
  });
});

describe("order date 'MMMM Do, YYYY' (spec §9)", () => {
  it("reads like 'March 3rd, 2026'", () => {
    expect(formatOrderDate(at('2026-03-03T12:00:00Z'), 0)).toBe('March 3rd, 2026');
    expect(formatOrderDate(at('2026-01-01T00:00:00Z'), 0)).toBe('January 1st, 2026');
    expect(formatOrderDate(at('2026-02-22T12:00:00Z'), 0)).toBe('February 22nd, 2026');
    expect(formatOrderDate(at('2026-11-11T12:00:00Z'), 0)).toBe('November 11th, 2026');
    expect(formatOrderDate(at('2026-12-31T12:00:00Z'), 0)).toBe('December 31st, 2026');
    expect(formatOrderDate(at('2026-03-01T03:00:00Z'), -480)).toBe('February 28th, 2026');
  });
});

describe('API timestamps', () => {
  it('reads ISO 8601 with a zone and refuses one without', () => {
    expect(instantFromIso('2026-03-03T14:05:00Z')).toBe(1_772_546_700_000);
    expect(instantFromIso('2026-03-03T14:05:00.123Z')).toBe(1_772_546_700_123);
    expect(instantFromIso('2026-03-03T09:05:00-05:00')).toBe(1_772_546_700_000);
    expect(instantFromIso('2026-03-03T14:05Z')).toBe(1_772_546_700_000);
    expect(instantFromIso('2026-03-03T19:05:00+0500')).toBe(1_772_546_700_000);
    expect(instantFromIso('2026-03-03T14:05:00.123456789Z')).toBe(1_772_546_700_123);
    expect(instantFromIso('2026-03-03T14:05:00.1234567891Z')).toBeNull();
    expect(instantFromIso('2026-03-03T14:05:00.Z')).toBeNull();
    expect(instantFromIso('+002026-03-03T14:05:00Z')).toBeNull();
    expect(instantFromIso('2026-03-03T14:05:0Z')).toBeNull();
    expect(instantFromIso('2026-03-03T14:05:00')).toBeNull();
    expect(instantFromIso('2026-03-03')).toBeNull();
    expect(instantFromIso('2026-13-45T99:99:00Z')).toBeNull();
    expect(instantFromIso('yesterday')).toBeNull();
  });
});

const instant = fc.integer({ min: Date.UTC(1900, 0, 1), max: Date.UTC(2100, 0, 1) });
const offset = fc.integer({ min: -14 * 60, max: 14 * 60 });
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** An independent reading of the wall clock: the platform's own formatter on the shifted instant. */
const oracle = (ms: number, minutes: number) => {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(ms + minutes * 60_000);
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  return { year: get('year'), month: get('month'), day: get('day'), hour: get('hour'), minute: get('minute') };
};

describe('formats over every instant and zone (properties)', () => {
  test.prop([instant, offset])('read the same wall clock as the platform does', (ms, minutes) => {
    const expected = oracle(ms, minutes);
    expect(calendarPartsAt(ms, minutes)).toEqual(expected);
    const p2 = (n: number) => String(n).padStart(2, '0');
    expect(formatNotificationDate(ms, minutes)).toBe(`${p2(expected.month)}-${p2(expected.day)}-${expected.year} ${p2(expected.hour)}:${p2(expected.minute)}`);
    expect(formatOrderDate(ms, minutes)).toMatch(new RegExp(`^${MONTHS[expected.month - 1]} ${expected.day}(st|nd|rd|th), ${expected.year}$`));
  });

  test.prop([instant, offset])('notification dates round-trip to the minute', (ms, minutes) => {
    const text = formatNotificationDate(ms, minutes);
    const [, mm, dd, yyyy, hh, min] = /^(\d{2})-(\d{2})-(\d{4}) (\d{2}):(\d{2})$/.exec(text) as RegExpExecArray;
    const back = Date.UTC(Number(yyyy), Number(mm) - 1, Number(dd), Number(hh), Number(min)) - minutes * 60_000;
    expect(back).toBe(ms - (((ms % 60_000) + 60_000) % 60_000));
  });

  test.prop([instant, offset])('ISO timestamps with an offset round-trip to the same instant', (ms, minutes) => {
    const { year, month, day, hour, minute } = calendarPartsAt(ms, minutes);
    const p = (n: number, w = 2) => String(n).padStart(w, '0');
    const sign = minutes < 0 ? '-' : '+';
    const iso = `${p(year, 4)}-${p(month)}-${p(day)}T${p(hour)}:${p(minute)}${sign}${p(Math.floor(Math.abs(minutes) / 60))}:${p(Math.abs(minutes) % 60)}`;
    expect(instantFromIso(iso)).toBe(ms - (((ms % 60_000) + 60_000) % 60_000));
  });
});
