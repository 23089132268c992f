import { instantFromIso } from '../formatting/calendar-parts';

/** A card on file as the patient area knows it: type, last four digits, expiry (MM/YY). */
export interface CardOnFileFacts {
  readonly cardType: string | null;
  readonly last4: string;
  readonly expirationDate: string | null;
}

/**
 * The instant a card stops working: the first moment after its expiry month (a card is good to the end of
 * the month printed on it, as the provider reads it). null when the expiry is not MM/YY.
 */
export const cardStopsWorkingAt = (expirationDate: string): number | null => {
  const match = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(expirationDate.trim());
  if (!match) return null;
  return Date.UTC(2000 + Number(match[2]), Number(match[1]), 1);
};

/**
 * Whether the card will have stopped working when the treatment is next billed, so the patient is warned
 * to change it before that charge is refused: 'expired' already (by `now`) or 'expiring' before then;
 * null when the card lasts past that date (or nothing says when either happens).
 */
export const cardExpiryBeforeBilling = (card: CardOnFileFacts, nextBillingDate: string, now: number): 'expired' | 'expiring' | null => {
  const stops = card.expirationDate ? cardStopsWorkingAt(card.expirationDate) : null;
  const billed = instantFromIso(nextBillingDate);
  if (stops === null || billed === null || stops > billed) return null;
  return stops <= now ? 'expired' : 'expiring';
};
