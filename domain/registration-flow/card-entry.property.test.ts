import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  cardBrand,
  cardEntryErrors,
  cardNumberDigits,
  cardNumberError,
  cvcError,
  expiryError,
  formatCardNumber,
  formatExpiry,
  parseExpiry,
  passesLuhn,
} from './card-entry';

const TODAY = { year: 2026, month: 5 };

describe('the card fields', () => {
  it("accepts Stripe's test cards of the four brands, typed with spaces or dashes", () => {
    expect(cardNumberError('4242 4242 4242 4242')).toBeNull();
    expect(cardNumberError('5555-5555-5555-4444')).toBeNull();
    expect(cardNumberError('3782 822463 10005')).toBeNull();
    expect(cardNumberError('6011111111111117')).toBeNull();
    expect(cardNumberError('4000 0000 0000 0002')).toBeNull();
  });

  it('says what is wrong with a number', () => {
    expect(cardNumberError('  ')).toBe('Enter your card number');
    expect(cardNumberError('4242 abcd')).toBe('A card number has digits only');
    expect(cardNumberError('9999 9999 9999 9995')).toBe('We accept Visa, MasterCard, American Express and Discover');
    expect(cardNumberError('4242 4242 4242 4241')).toBe('Check your card number');
    expect(cardNumberError('4242 4242 4242')).toBe('Check your card number');
  });

  it('tells the brand from the first digits', () => {
    expect(cardBrand('4111')).toBe('Visa');
    expect(cardBrand('5105')).toBe('MasterCard');
    expect(cardBrand('2221')).toBe('MasterCard');
    expect(cardBrand('2720')).toBe('MasterCard');
    expect(cardBrand('3400')).toBe('American Express');
    expect(cardBrand('6500')).toBe('Discover');
    expect(cardBrand('6445')).toBe('Discover');
    expect(cardBrand('1234')).toBeNull();
    // MasterCard's 2-series runs from 2221 to 2720.
    for (const mastercard of ['2300', '2699', '2710', '2720']) expect(cardBrand(mastercard), mastercard).toBe('MasterCard');
    for (const none of ['2220', '2721', '2730', '1650', '16011']) expect(cardBrand(none), none).toBeNull();
    expect(cardNumberDigits('4242-4242 4242')).toBe('424242424242');
    expect(cardNumberDigits('4242.4242')).toBeNull();
    expect(passesLuhn('')).toBe(false);
    expect(passesLuhn('79927398713')).toBe(true);
    expect(passesLuhn(' 79927398713')).toBe(false);
    expect(passesLuhn('79927398713 ')).toBe(false);
    // Digits only: a blank must not read as a 0 ('24 ' is not '240').
    expect(passesLuhn('240')).toBe(true);
    expect(passesLuhn('24 ')).toBe(false);
    expect(cardNumberDigits('   ')).toBeNull();
  });

  it('groups the number as it is printed on the card', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatCardNumber('42424')).toBe('4242 4');
    expect(formatCardNumber('')).toBe('');
    expect(formatCardNumber('4242-4242 4242')).toBe('4242 4242 4242');
    expect(formatCardNumber('4'.repeat(21))).toBe('4444 4444 4444 4444 444');
  });

  it('reads and checks the expiry; a card expiring this month still works', () => {
    expect(parseExpiry('05/26')).toEqual({ month: 5, year: 2026 });
    expect(parseExpiry(' 5 / 2031 ')).toEqual({ month: 5, year: 2031 });
    expect(parseExpiry('13/26')).toBeNull();
    expect(parseExpiry('0526')).toBeNull();
    for (const typed of ['00/26', '105/26', 'x05/26', '05/26x']) expect(parseExpiry(typed), typed).toBeNull();
    expect(expiryError('  ', TODAY)).toBe('Enter the expiry date');
    expect(expiryError('01/76', TODAY)).toBeNull();
    expect(expiryError('', TODAY)).toBe('Enter the expiry date');
    expect(expiryError('1/2', TODAY)).toBe('Enter the expiry date as MM/YY');
    expect(expiryError('05/26', TODAY)).toBeNull();
    expect(expiryError('04/26', TODAY)).toBe('This card has expired');
    expect(expiryError('12/25', TODAY)).toBe('This card has expired');
    expect(expiryError('01/2099', TODAY)).toBe('Check the expiry year');
  });

  it('formats the expiry as it is typed, and lets a deletion through', () => {
    expect(formatExpiry('12', '1')).toBe('12/');
    expect(formatExpiry('1229', '122')).toBe('12/29');
    expect(formatExpiry('1', '')).toBe('1');
    expect(formatExpiry('12', '12/')).toBe('12');
    expect(formatExpiry('12/2', '12/')).toBe('12/2');
    expect(formatExpiry('12/299', '12/29')).toBe('12/29');
    // A digit typed over a selected one.
    expect(formatExpiry('13', '12')).toBe('13/');
  });

  it('wants 3 digits of security code, 4 for American Express', () => {
    expect(cvcError('', '4242')).toBe('Enter the security code');
    expect(cvcError('123', '4242 4242 4242 4242')).toBeNull();
    expect(cvcError(' 123 ', '4242 4242 4242 4242')).toBeNull();
    expect(cvcError('1234', '4242 4242 4242 4242')).toBe('Enter the 3-digit security code');
    expect(cvcError('1234', '3782 822463 10005')).toBeNull();
    expect(cvcError('123', '3782 822463 10005')).toBe('Enter the 4-digit security code');
    expect(cvcError('123', 'abc')).toBeNull();
  });

  test.prop([fc.stringMatching(/^\d{15}$/)])('every 15 digits have exactly one check digit that passes Luhn', (body) => {
    const passing = Array.from({ length: 10 }, (_, digit) => `${body}${digit}`).filter(passesLuhn);
    expect(passing).toHaveLength(1);
  });

  test.prop([fc.stringMatching(/^\d{0,19}$/)])('grouping keeps the digits and never adds any', (digits) => {
    expect(formatCardNumber(digits).replace(/ /g, '')).toBe(digits);
  });
});

describe('cardEntryErrors', () => {
  it('names only the fields with a mistake, each with its own rule', () => {
    const today = { year: 2026, month: 11 };
    expect(cardEntryErrors({ number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' }, today)).toEqual({});
    expect(cardEntryErrors({ number: '4242 4242 4242 4241', expiry: '10/26', cvc: '' }, today)).toEqual({
      number: cardNumberError('4242 4242 4242 4241'),
      expiry: 'This card has expired',
      cvc: 'Enter the security code',
    });
  });
});
