import type { components } from '../../openapi/patient-api';

export type CardBrand = components['schemas']['CardBrand'];

/** What a sandbox card does when it is charged: pays, or fails as the provider's test card does. */
export type CardBehaviour = 'succeed' | 'generic_decline' | 'insufficient_funds' | 'expired_card' | 'incorrect_cvc';

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
]);

export interface CardDecline {
  readonly code: string;
  readonly declineCode: string | null;
  readonly message: string;
}

/** The provider's answer when a card that does not `succeed` is charged: its code and its message. */
export const DECLINES: Readonly<Record<Exclude<CardBehaviour, 'succeed'>, CardDecline>> = {
  generic_decline: { code: 'card_declined', declineCode: 'generic_decline', message: 'Your card was declined.' },
  insufficient_funds: { code: 'card_declined', declineCode: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  expired_card: { code: 'expired_card', declineCode: null, message: 'Your card has expired.' },
  incorrect_cvc: { code: 'incorrect_cvc', declineCode: null, message: "Your card's security code is incorrect." },
};

export const isCardBehaviour = (value: string): value is CardBehaviour => value === 'succeed' || value in DECLINES;
