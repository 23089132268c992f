import { describe, expect, it } from 'vitest';
import { addMonths, cycleDates, holdsPeriod, maxPeriodsCount, periodMonths, periodsLeft } from './billing-periods';

describe('billing periods', () => {
  it('bills every delivery: a quarterly plan has four periods a year, a monthly or unset one twelve', () => {
    expect([periodMonths({ frequencyOfDelivery: 3 }), maxPeriodsCount({ frequencyOfDelivery: 3 })]).toEqual([3, 4]);
    expect([periodMonths({ frequencyOfDelivery: 0 }), maxPeriodsCount({ frequencyOfDelivery: 0 })]).toEqual([1, 12]);
    expect([periodMonths(null), maxPeriodsCount({})]).toEqual([1, 12]);
    expect(maxPeriodsCount({ frequencyOfDelivery: 5 })).toBe(2);
  });

  it('adds calendar months, keeping the day where the month has it', () => {
    expect(addMonths(new Date('2025-01-31T10:00:00Z'), 1).toISOString()).toBe('2025-02-28T10:00:00.000Z');
    expect(addMonths(new Date('2024-01-31T10:00:00Z'), 1).toISOString()).toBe('2024-02-29T10:00:00.000Z');
    expect(addMonths(new Date('2025-11-15T00:00:00Z'), 3).toISOString()).toBe('2026-02-15T00:00:00.000Z');
    expect(addMonths(new Date('2025-03-31T00:00:00Z'), -1).toISOString()).toBe('2025-02-28T00:00:00.000Z');
  });

  it('starts a cycle with its next period one period away and its end a year away', () => {
    expect(cycleDates({ frequencyOfDelivery: 3 }, new Date('2025-05-10T12:00:00Z'))).toEqual({
      nextPeriodStart: '2025-08-10T12:00:00.000Z',
      nextBillingDate: '2025-08-10T12:00:00.000Z',
      expiredAt: '2026-05-10T12:00:00.000Z',
    });
  });
});

describe('the periods a prescription holds', () => {
  it("holds four quarterly periods from a month's last day, though the dates shorten to the 30th", () => {
    const plan = { frequencyOfDelivery: 3 };
    const start = new Date('2027-01-31T12:00:00Z');
    const { expiredAt } = cycleDates(plan, start);
    const starts = [start];
    for (let next = start; starts.length < 6; starts.push(next)) next = addMonths(next, 3);
    expect(starts.map((date) => date.toISOString().slice(0, 10))).toEqual(['2027-01-31', '2027-04-30', '2027-07-30', '2027-10-30', '2028-01-30', '2028-04-30']);
    expect(starts.map((date) => holdsPeriod(plan, date, new Date(expiredAt)))).toEqual([true, true, true, true, false, false]);
  });

  it('holds twelve monthly periods from the 15th, and not a thirteenth', () => {
    const plan = { frequencyOfDelivery: 1 };
    const expiredAt = new Date(cycleDates(plan, new Date('2026-11-15T00:00:00Z')).expiredAt);
    expect(holdsPeriod(plan, new Date('2027-10-15T00:00:00Z'), expiredAt)).toBe(true);
    expect(holdsPeriod(plan, new Date('2027-11-15T00:00:00Z'), expiredAt)).toBe(false);
  });
});

describe('periods left in a prescription', () => {
  it('counts the periods that start before the prescription ends', () => {
    const quarterly = { frequencyOfDelivery: 3 };
    const expiredAt = new Date('2026-05-10T12:00:00Z');
    expect(periodsLeft(quarterly, new Date('2025-05-10T12:00:00Z'), expiredAt)).toBe(4);
    expect(periodsLeft(quarterly, new Date('2026-02-10T12:00:00Z'), expiredAt)).toBe(1);
    expect(periodsLeft(quarterly, expiredAt, expiredAt)).toBe(0);
  });
});
