import type { components } from '../../openapi/patient-api';

export type CardBrand = components['schemas']['CardBrand'];

/** Ways a card can fail a charge, each the provider's answer (DECLINES). */
type DeclineReason = 'generic_decline' | 'insufficient_funds' | 'expired_card' | 'incorrect_cvc';

/**
 * What a sandbox card does when it is charged: pays, fails as the provider's test card does, or pays its
 * first charge (the registration hold) and declines every later one (renewals), as the provider's card
 * that attaches to a customer and then fails does.
 */
export type CardBehaviour = 'succeed' | 'decline_after_attach' | DeclineReason;

export interface TestCard {
  readonly brand: CardBrand;
  readonly behaviour: CardBehaviour;
}

/**
 * The card provider's test cards (Stripe's numbers), the only cards the sandbox accepts: a real number
 * never gets a token. The failing cards tokenize and fail when charged, as they do at the provider.
 */
export const SANDBOX_TEST_CARDS: ReadonlyMap<string, TestCard> = new Map([
  ['4242424242424242', { brand: 'Visa', behaviour: 'succeed' }],
  ['4000056655665556', { brand: 'Visa', behaviour: 'succeed' }],
  ['5555555555554444', { brand: 'MasterCard', behaviour: 'succeed' }],
  ['2223003122003222', { brand: 'MasterCard', behaviour: 'succeed' }],
  ['378282246310005', { brand: 'American Express', behaviour: 'succeed' }],
  ['6011111111111117', { brand: 'Discover', behaviour: 'succeed' }],
  ['4000000000000002', { brand: 'Visa', behaviour: 'generic_decline' }],
  ['4000000000009995', { brand: 'Visa', behaviour: 'insufficient_funds' }],
  ['4000000000000069', { brand: 'Visa', behaviour: 'expired_card' }],
  ['4000000000000127', { brand: 'Visa', behaviour: 'incorrect_cvc' }],
  ['4000000000000341', { brand: 'Visa', behaviour: 'decline_after_attach' }],
]);

export interface CardDecline {
  readonly code: string;
  readonly declineCode: string | null;
  readonly message: string;
}

/** The provider's answer when a card that does not `succeed` is charged: its code and its message. */
export const DECLINES: Readonly<Record<DeclineReason, CardDecline>> = {
  generic_decline: { code: 'card_declined', declineCode: 'generic_decline', message: 'Your card was declined.' },
  insufficient_funds: { code: 'card_declined', declineCode: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  expired_card: { code: 'expired_card', declineCode: null, message: 'Your card has expired.' },
  incorrect_cvc: { code: 'incorrect_cvc', declineCode: null, message: "Your card's security code is incorrect." },
};

export const isCardBehaviour = (value: string): value is CardBehaviour => value === 'succeed' || value === 'decline_after_attach' || value in DECLINES;

/** The provider's decline when the card is charged, or null when it pays: its first charge, or a later one. */
export const declineOf = (behaviour: CardBehaviour, charge: 'first' | 'later'): CardDecline | null => {
  if (behaviour === 'succeed') return null;
  if (behaviour === 'decline_after_attach') return charge === 'first' ? null : DECLINES.generic_decline;
  return DECLINES[behaviour];
};
