import { describe, expect, it } from 'vitest';
import { cardDigits, passesLuhn } from './card-number';
import { SANDBOX_TEST_CARDS } from './sandbox-test-cards';

describe('card numbers', () => {
  it('accepts every sandbox test card and refuses a mistyped digit or swapped digits', () => {
    for (const number of SANDBOX_TEST_CARDS.keys()) expect(passesLuhn(number), number).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('4242424242424224')).toBe(false);
  });

  it('refuses too short, too long and non-digit input, and reads grouped numbers', () => {
    expect(passesLuhn('42424242424')).toBe(false);
    expect(passesLuhn('42424242424242424242')).toBe(false);
    expect(passesLuhn('4242-4242-4242-4242')).toBe(false);
    expect(cardDigits('4242 4242  4242 4242')).toBe('4242424242424242');
  });
});
