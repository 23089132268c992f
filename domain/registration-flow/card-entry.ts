import { builtMessage } from '../shared/built-message';

/**
 * The card form's field rules where the app collects the card itself (the sandbox, the second processor);
 * the provider checks again, and its message is what the patient finally reads. Card data never leaves
 * these functions other than as the patient typed it.
 */

export type CardBrand = 'Visa' | 'MasterCard' | 'American Express' | 'Discover';

/** The digits of a card number typed with spaces or dashes; null when anything else is in it. */
export const cardNumberDigits = (typed: string): string | null => {
  const text = typed.trim();
  return /^[\d\s-]+$/.test(text) ? text.replace(/\D/g, '') : null;
};

/** The Luhn check every card number passes. */
export const passesLuhn = (digits: string): boolean => {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    const digit = Number(digits[digits.length - 1 - index]);
    const doubled = index % 2 === 1 ? digit * 2 : digit;
    sum += doubled > 9 ? doubled - 9 : doubled;
  }
  return sum % 10 === 0;
};

/** The brand from the number's first digits (the four the service accepts), or null. */
export const cardBrand = (digits: string): CardBrand | null => {
  if (/^4/.test(digits)) return 'Visa';
  // MasterCard: 51-55, and the 2-series 2221 to 2720.
  if (/^(5[1-5]|222[1-9]|22[3-9]|2[3-6]|27[01]|2720)/.test(digits)) return 'MasterCard';
  if (/^3[47]/.test(digits)) return 'American Express';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'Discover';
  return null;
};

const LENGTHS: Readonly<Record<CardBrand, readonly number[]>> = {
  Visa: [13, 16, 19],
  MasterCard: [16],
  'American Express': [15],
  Discover: [16, 19],
};

/** The number grouped as printed on the card: 4-6-5 for American Express, fours otherwise. */
export const formatCardNumber = (typed: string): string => {
  // The groups hold at most 19 digits: any more are dropped.
  const digits = typed.replace(/\D/g, '');
  const groups = cardBrand(digits) === 'American Express' ? [4, 6, 5] : [4, 4, 4, 4, 3];
  const parts: string[] = [];
  let at = 0;
  for (const size of groups) {
    if (at >= digits.length) break;
    parts.push(digits.slice(at, at + size));
    at += size;
  }
  return parts.join(' ');
};

export const cardNumberError = (typed: string): string | null => {
  if (typed.trim() === '') return 'Enter your card number';
  const digits = cardNumberDigits(typed);
  if (digits === null) return 'A card number has digits only';
  const brand = cardBrand(digits);
  if (brand === null) return 'We accept Visa, MasterCard, American Express and Discover';
  if (!LENGTHS[brand].includes(digits.length) || !passesLuhn(digits)) return 'Check your card number';
  return null;
};

/** MM/YY (or MM/YYYY) as month and four-digit year, or null. */
export const parseExpiry = (typed: string): { readonly month: number; readonly year: number } | null => {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(typed);
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return month >= 1 && month <= 12 ? { month, year } : null;
};

/** The expiry as the patient types it: '12' becomes '12/', digits only, at most MM/YY. */
export const formatExpiry = (typed: string, previous: string): string => {
  const digits = typed.replace(/\D/g, '').slice(0, 4);
  if (typed.length < previous.length) return typed;
  return digits.length >= 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
};

/** A card that expires this month still works; `today` is the caller's year and month. */
export const expiryError = (typed: string, today: { readonly year: number; readonly month: number }): string | null => {
  if (typed.trim() === '') return 'Enter the expiry date';
  const expiry = parseExpiry(typed);
  if (!expiry) return 'Enter the expiry date as MM/YY';
  if (expiry.year < today.year || (expiry.year === today.year && expiry.month < today.month)) return 'This card has expired';
  if (expiry.year > today.year + 50) return 'Check the expiry year';
  return null;
};

/** 3 digits, 4 for American Express. */
export const cvcError = (typed: string, cardNumber: string): string | null => {
  const cvc = typed.trim();
  if (cvc === '') return 'Enter the security code';
  const digits = cardNumberDigits(cardNumber) ?? '';
  const length = cardBrand(digits) === 'American Express' ? 4 : 3;
  return new RegExp(`^\\d{${length}}$`).test(cvc) ? null : builtMessage('Enter the {count}-digit security code', { count: length });
};

export type CardField = 'number' | 'expiry' | 'cvc';

/** What is wrong with each field of a typed card, only the fields with a mistake. */
export const cardEntryErrors = (
  card: Readonly<Record<CardField, string>>,
  today: { readonly year: number; readonly month: number },
): Partial<Record<CardField, string>> => {
  const errors = { number: cardNumberError(card.number), expiry: expiryError(card.expiry, today), cvc: cvcError(card.cvc, card.number) };
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message !== null));
};
