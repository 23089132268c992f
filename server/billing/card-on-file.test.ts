import { describe, expect, it } from 'vitest';
import { hasExpired } from './card-on-file';

describe('a card on file', () => {
  it('is good until the last moment of its expiry month', () => {
    const card = { cardNumber: '4242', expirationDate: '12/26', cardType: 'Visa' as const };
    expect(hasExpired(card, new Date('2026-12-31T23:59:59Z'))).toBe(false);
    expect(hasExpired(card, new Date('2027-01-01T00:00:00Z'))).toBe(true);
    expect(hasExpired({ ...card, expirationDate: '01/27' }, new Date('2027-01-15T00:00:00Z'))).toBe(false);
  });
});
