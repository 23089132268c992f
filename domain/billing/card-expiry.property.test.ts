import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { cardExpiryBeforeBilling, cardStopsWorkingAt } from './card-expiry';

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

  it('is flagged ahead of time, as expired already or expiring before the billing date', () => {
    expect(cardExpiryBeforeBilling({ ...VISA, expirationDate: '04/27' }, MAY_3, MARCH_1)).toBe('expiring');
    expect(cardExpiryBeforeBilling({ ...VISA, expirationDate: '02/27' }, MAY_3, MARCH_1)).toBe('expired');
  });

  it('is not flagged when the card lasts through the billing date, or nothing says when either is', () => {
    expect(cardExpiryBeforeBilling({ ...VISA, expirationDate: '05/27' }, MAY_3, MARCH_1)).toBeNull();
    expect(cardExpiryBeforeBilling({ ...VISA, expirationDate: null }, MAY_3, MARCH_1)).toBeNull();
    expect(cardExpiryBeforeBilling({ ...VISA, expirationDate: '05/27' }, 'soon', MARCH_1)).toBeNull();
  });

  test.prop([
    fc.integer({ min: 1, max: 12 }),
    fc.integer({ min: 0, max: 99 }),
    fc.date({ min: new Date('2000-01-01'), max: new Date('2100-12-31'), noInvalidDate: true }),
  ])('warns exactly when the card stops working on or before the billing date', (month, year, billing) => {
    const expiry = `${String(month).padStart(2, '0')}/${String(year).padStart(2, '0')}`;
    const warned = cardExpiryBeforeBilling({ ...VISA, expirationDate: expiry }, billing.toISOString(), MARCH_1) !== null;
    expect(warned).toBe(billing.getTime() >= Date.UTC(2000 + year, month, 1));
  });
});
