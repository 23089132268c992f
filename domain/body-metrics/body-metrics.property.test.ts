import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { bmiOf, computeBmi } from './bmi';
import { formatHeight, heightFromFeet, heightLabel, heightToFeet } from './height';

const wholeHeight = fc.record({ feet: fc.integer({ min: 0, max: 9 }), inches: fc.integer({ min: 0, max: 11 }) });

describe("height shown as 'N feet M inches' (spec §5)", () => {
  it('formats feet and inches', () => {
    expect(formatHeight({ feet: 5, inches: 9 })).toBe('5 feet 9 inches');
    expect(formatHeight({ feet: 6, inches: 0 })).toBe('6 feet 0 inches');
  });

  it('treats a numeric height as feet and converts it', () => {
    expect(heightLabel(5.75)).toBe('5 feet 9 inches');
    expect(heightLabel(6)).toBe('6 feet 0 inches');
    expect(heightLabel(5.999)).toBe('6 feet 0 inches');
    expect(heightLabel('5.5')).toBe('5 feet 6 inches');
    expect(heightLabel('5.75')).toBe('5 feet 9 inches');
    expect(heightLabel('10')).toBe('10 feet 0 inches');
    expect(heightLabel(' 5 ')).toBe('5 feet 0 inches');
  });

  it('shows other text as it is, and nothing for no height', () => {
    expect(heightLabel(`5' 9"`)).toBe(`5' 9"`);
    expect(heightLabel(' 5 feet 9 inches ')).toBe('5 feet 9 inches');
    expect(heightLabel('5.')).toBe('5.');
    expect(heightLabel('.5')).toBe('.5');
    expect(heightLabel('x5.5')).toBe('x5.5');
    expect(heightLabel('5.5x')).toBe('5.5x');
    for (const none of [null, undefined, '', '   ', 0, -5, Number.NaN, Number.POSITIVE_INFINITY, '0']) expect(heightLabel(none)).toBeNull();
  });

  test.prop([wholeHeight])('round-trips whole feet and inches through the stored feet', (height) => {
    expect(heightFromFeet(heightToFeet(height))).toEqual(height);
  });

  test.prop([fc.double({ min: 0, max: 10, noNaN: true })])('always converts to 0–11 inches, within half an inch', (feet) => {
    const height = heightFromFeet(feet);
    expect(Number.isInteger(height.feet) && Number.isInteger(height.inches)).toBe(true);
    expect(height.inches).toBeGreaterThanOrEqual(0);
    expect(height.inches).toBeLessThan(12);
    expect(Math.abs(heightToFeet(height) * 12 - feet * 12)).toBeLessThanOrEqual(0.5);
  });
});

describe('BMI from height and weight, metric, one decimal (spec §5)', () => {
  it('computes it when not supplied', () => {
    // 5 ft 9 in = 1.7526 m, 160 lb = 72.5748 kg: 72.5748 / 1.7526² = 23.63
    expect(bmiOf({ height: 5.75, weight: 160, bmi: null })).toBe(23.6);
    // 6 ft = 1.8288 m, 200 lb = 90.7185 kg: 27.12
    expect(computeBmi(6, 200)).toBe(27.1);
  });

  it('keeps a supplied BMI', () => {
    expect(bmiOf({ height: 5.75, weight: 160, bmi: 31.2 })).toBe(31.2);
    expect(bmiOf({ height: 5.75, weight: 160, bmi: 0 })).toBe(23.6);
  });

  it('has none without a usable height or weight', () => {
    expect(bmiOf({ height: null, weight: 160, bmi: null })).toBeNull();
    expect(computeBmi(5.75, null)).toBeNull();
    expect(computeBmi(0, 160)).toBeNull();
    expect(computeBmi(5.75, -1)).toBeNull();
    expect(computeBmi(Number.NaN, 160)).toBeNull();
    expect(computeBmi(5.75, Number.POSITIVE_INFINITY)).toBeNull();
  });

  const heightFeet = fc.double({ min: 3, max: 8, noNaN: true });
  const weightPounds = fc.double({ min: 50, max: 700, noNaN: true });

  test.prop([heightFeet, weightPounds])('has one decimal and matches the imperial formula 703·lb/in²', (feet, pounds) => {
    const bmi = computeBmi(feet, pounds) as number;
    expect(Math.round(bmi * 10) / 10).toBe(bmi);
    expect(Math.abs(bmi - (703.0696 * pounds) / (feet * 12) ** 2)).toBeLessThanOrEqual(0.05 + 1e-9);
  });

  test.prop([heightFeet, weightPounds, weightPounds])('grows with weight', (feet, a, b) => {
    const [lighter, heavier] = a <= b ? [a, b] : [b, a];
    expect(computeBmi(feet, lighter) as number).toBeLessThanOrEqual(computeBmi(feet, heavier) as number);
  });

  test.prop([heightFeet, heightFeet, weightPounds])('falls with height', (a, b, pounds) => {
    const [shorter, taller] = a <= b ? [a, b] : [b, a];
    expect(computeBmi(taller, pounds) as number).toBeLessThanOrEqual(computeBmi(shorter, pounds) as number);
  });
});
