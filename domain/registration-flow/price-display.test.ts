import { describe, expect, it } from 'vitest';
import { savingPercent, showsStrikeThrough, storedPriceValues } from './price-display';

describe('prices as the patient sees them', () => {
  it('strikes through the regular price only when the patient pays less', () => {
    expect(showsStrikeThrough(30, 25.5)).toBe(true);
    expect(showsStrikeThrough(30, 30)).toBe(false);
    expect(showsStrikeThrough(0.1 + 0.2, 0.3)).toBe(false);
  });

  it('gives the saving as a whole percentage, rounded down', () => {
    expect(savingPercent(30, 25.5)).toBe(15);
    expect(savingPercent(3, 2)).toBe(33);
    expect(savingPercent(0, 0)).toBe(0);
    expect(savingPercent(10, 12)).toBe(0);
  });

  it('keeps the price values as two-decimal texts', () => {
    expect(storedPriceValues({ offerPrice: 20, strikeThroughPrice: 24.5 }, 44.99)).toEqual({ offerPrice: '20.00', strikeThroughPrice: '24.50', calculatedPrice: '44.99' });
  });
});
