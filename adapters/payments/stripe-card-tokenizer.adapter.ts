import type { StripeCardElement, StripeCardElementOptions, TokenResult } from '@stripe/stripe-js';
import type { CardToken } from '../../domain/entities/card-payment';
import { fail, ok, type Result } from '../../domain/shared/result';
import { cardTokenizationFailureText } from '../../domain/validation/call-failures';
import type { CardResult, CardTokenizerPort } from '../../application/ports/card-payments.port';

/** The card field as the adapter uses it: mounted, destroyed, and handed back to createToken. */
export type CardField = Pick<StripeCardElement, 'mount' | 'destroy'>;

/**
 * The part of Stripe.js the adapter calls, in Stripe.js's published types. A loaded `Stripe` is one
 * (loadStripeJs would not compile otherwise), and the contract test's fake is one: when Stripe.js changes
 * a call or a result the adapter relies on, the build says so (stripe-card-tokenizer.contract.test.ts).
 */
export interface StripeTokenizer<Field extends CardField = StripeCardElement> {
  elements(): { create(elementType: 'card', options: StripeCardElementOptions): Field };
  createToken(field: Field): Promise<TokenResult>;
}

/** Stripe.js, loaded on first use: `@stripe/stripe-js/pure` injects js.stripe.com only when called. */
export const loadStripeJs = async (publishableKey: string): Promise<StripeTokenizer | null> => {
  const { loadStripe } = await import('@stripe/stripe-js/pure');
  return loadStripe(publishableKey);
};

const BRANDS: Readonly<Record<string, string>> = { visa: 'Visa', mastercard: 'MasterCard', amex: 'American Express', discover: 'Discover' };

const LOAD_FAILED = 'The card form could not load. Check your connection and try again.';

/**
 * Stripe.js Elements for a real configuration: Stripe's own card field is mounted into the page, so the
 * card number never touches the app; createToken gives the token hold-charge takes.
 */
export class StripeCardTokenizerAdapter<Field extends CardField = StripeCardElement> implements CardTokenizerPort {
  readonly processor = 'stripe' as const;
  readonly collects = 'provider-field' as const;
  private stripe: Promise<StripeTokenizer<Field> | null> | null = null;
  private card: Field | null = null;

  constructor(
    private readonly publishableKey: string,
    private readonly load: (publishableKey: string) => Promise<StripeTokenizer<Field> | null>,
  ) {}

  private loaded(): Promise<StripeTokenizer<Field> | null> {
    // A failed load is forgotten, so the next mount tries again.
    this.stripe ??= this.load(this.publishableKey).catch(() => {
      this.stripe = null;
      return null;
    });
    return this.stripe;
  }

  async mountField(selector: string): Promise<Result<void>> {
    const stripe = await this.loaded();
    if (!stripe) return fail(LOAD_FAILED, 503);
    this.unmountField();
    const card = stripe.elements().create('card', { hidePostalCode: true, style: { base: { fontSize: '16px' } } });
    card.mount(selector);
    this.card = card;
    return ok(undefined);
  }

  unmountField(): void {
    this.card?.destroy();
    this.card = null;
  }

  async tokenize(): Promise<CardResult<CardToken>> {
    const stripe = await this.loaded();
    if (!stripe || !this.card) return { ok: false, error: { message: cardTokenizationFailureText([]), statusCode: 503, providerCode: null } };
    const { token, error } = await stripe.createToken(this.card);
    if (error || !token?.card) {
      // Stripe's message, else 'Oops... Try again later' (spec §8).
      return { ok: false, error: { message: cardTokenizationFailureText([{ text: error?.message }]), statusCode: 402, providerCode: error?.code ?? null } };
    }
    const { card } = token;
    return {
      ok: true,
      value: { id: token.id, brand: BRANDS[card.brand.toLowerCase()] ?? card.brand, last4: card.last4, expMonth: card.exp_month, expYear: card.exp_year },
    };
  }
}
