import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { cardExpiryWarning, cardStopsWorkingAt } from './card-expiry';

const VISA = { cardType: 'Visa', last4: '4242' };
const MAY_3 = '2027-05-03T09:00:00.000Z';
const MARCH_1 = Date.parse('2027-03-01T00:00:00Z');

describe('a card that expires before the next billing', () => {
  it('is good to the end of its expiry month', () => {
    expect(cardStopsWorkingAt('04/27')).toBe(Date.parse('2027-05-01T00:00:00Z'));
    expect(cardStopsWorkingAt('12/27')).toBe(Date.parse('2028-01-01T00:00:00Z'));
    expect(cardStopsWorkingAt('13/27')).toBeNull();
    expect(cardStopsWorkingAt('4/27')).toBeNull();
  });

  it('is flagged ahead of time, naming the card, the expiry and the billing date', () => {
    expect(cardExpiryWarning({ ...VISA, expirationDate: '04/27' }, MAY_3, 'May 3rd, 2027', MARCH_1)).toBe(
      'Your Visa ending in 4242 expires at the end of 04/27, before your next billing on May 3rd, 2027. Update your card so the payment goes through.',
    );
    expect(cardExpiryWarning({ ...VISA, expirationDate: '02/27' }, MAY_3, 'May 3rd, 2027', MARCH_1)).toBe(
      'Your Visa ending in 4242 has expired (02/27), before your next billing on May 3rd, 2027. Update your card so the payment goes through.',
    );
  });

  it('names a card whose last four digits it cannot show as the card', () => {
    expect(cardExpiryWarning({ cardType: 'Visa', last4: '42', expirationDate: '04/27' }, MAY_3, 'May 3rd, 2027', MARCH_1)).toMatch(
      /^Your card expires at the end of 04\/27,/,
    );
  });

  it('is not flagged when the card lasts through the billing date, or nothing says when either is', () => {
    expect(cardExpiryWarning({ ...VISA, expirationDate: '05/27' }, MAY_3, 'May 3rd, 2027', MARCH_1)).toBeNull();
    expect(cardExpiryWarning({ ...VISA, expirationDate: null }, MAY_3, 'May 3rd, 2027', MARCH_1)).toBeNull();
    expect(cardExpiryWarning({ ...VISA, expirationDate: '05/27' }, 'soon', 'soon', MARCH_1)).toBeNull();
  });

  test.prop([
    fc.integer({ min: 1, max: 12 }),
    fc.integer({ min: 0, max: 99 }),
    fc.date({ min: new Date('2000-01-01'), max: new Date('2100-12-31'), noInvalidDate: true }),
  ])('warns exactly when the card stops working on or before the billing date', (month, year, billing) => {
    const expiry = `${String(month).padStart(2, '0')}/${String(year).padStart(2, '0')}`;
    const warned = cardExpiryWarning({ ...VISA, expirationDate: expiry }, billing.toISOString(), 'that day', MARCH_1) !== null;
    expect(warned).toBe(billing.getTime() >= Date.UTC(2000 + year, month, 1));
  });
});
