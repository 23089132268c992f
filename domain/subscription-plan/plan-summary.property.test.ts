import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { deliveryLabel, doseLabel, planLine, usesLabel } from './plan-summary';

describe('plan summary', () => {
  it('reads a dose as a label does', () => {
    expect(doseLabel(50, 'mg')).toBe('50 mg');
    expect(doseLabel('0.25', 'mg')).toBe('0.25 mg');
    expect(doseLabel(5, '%')).toBe('5%');
    expect(doseLabel(2, null)).toBe('2');
    expect(doseLabel(50, ' mg ')).toBe('50 mg');
    expect(doseLabel(5, ' % ')).toBe('5%');
    expect(doseLabel(2, '  ')).toBe('2');
    expect(doseLabel(null, 'mg')).toBeNull();
    expect(doseLabel('', 'mg')).toBeNull();
  });

  it('reads uses a month and the delivery frequency', () => {
    expect(usesLabel(8)).toBe('8 uses a month');
    expect(usesLabel(1)).toBe('1 use a month');
    expect(usesLabel(0)).toBeNull();
    expect(usesLabel(-2)).toBeNull();
    expect(usesLabel(null)).toBeNull();
    expect(usesLabel(undefined)).toBeNull();
    expect(deliveryLabel(3)).toBe('Delivered every 3 months');
    expect(deliveryLabel(1)).toBe('Delivered every month');
    expect(deliveryLabel(0)).toBe('Delivered every month');
    expect(deliveryLabel(undefined)).toBe('Delivered every month');
  });

  it('sums a plan up in one line', () => {
    expect(planLine({ variationName: 'Generic Sildenafil', weight: 50, measure: 'mg' })).toBe('Generic Sildenafil · 50 mg');
    expect(planLine({ productName: 'Sildenafil' })).toBeNull();
    expect(planLine(null)).toBeNull();
  });

  test.prop([fc.integer({ min: -5, max: 24 })])('always names a whole number of months, at least one', (months) => {
    expect(deliveryLabel(months)).toMatch(/^Delivered every (month|([2-9]|1\d|2\d) months)$/);
  });
});
