import type { Stripe, StripeCardElementOptions, StripeError, StripeErrorType, Token, TokenResult } from '@stripe/stripe-js';
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { MESSAGES } from '../../domain/feedback/messages';
import { StripeCardTokenizerAdapter, type CardField, type StripeTokenizer } from './stripe-card-tokenizer.adapter';

/**
 * The Stripe adapter against Stripe.js's published types (@stripe/stripe-js), since Stripe.js itself
 * cannot load here: the fake is a StripeTokenizer, whose calls and results are Stripe's own types, so a
 * change of Stripe.js that the adapter would feel fails the build (npm test runs tsc) before it fails a
 * patient. What the adapter calls, what it reads, and every kind of Stripe error are checked below.
 */

describe("the slice of Stripe.js the adapter uses is Stripe.js's own", () => {
  it('is what a loaded Stripe object is, and takes the card element Stripe makes', () => {
    expectTypeOf<Stripe>().toExtend<StripeTokenizer>();
    expectTypeOf<ReturnType<ReturnType<Stripe['elements']>['create']>>().toExtend<CardField>();
    expectTypeOf<Awaited<ReturnType<StripeTokenizer['createToken']>>>().toEqualTypeOf<TokenResult>();
  });
});

/** A card token as Stripe.js answers createToken with, in its published type. */
const TOKEN: Token = {
  id: 'tok_1Pq',
  object: 'token',
  client_ip: '203.0.113.7',
  created: 1_790_000_000,
  livemode: false,
  type: 'card',
  used: false,
  card: {
    id: 'card_1Pq',
    object: 'card',
    address_city: null,
    address_country: null,
    address_line1: null,
    address_line1_check: null,
    address_line2: null,
    address_state: null,
    address_zip: null,
    address_zip_check: null,
    brand: 'MasterCard',
    country: 'US',
    cvc_check: 'unchecked',
    dynamic_last4: null,
    exp_month: 4,
    exp_year: 2031,
    funding: 'credit',
    last4: '4444',
    metadata: {},
    name: null,
    tokenization_method: null,
  },
};

/** One error of every kind Stripe.js declares: a new kind fails this record's type until it is thought about. */
const ERRORS: Record<StripeErrorType, StripeError> = {
  card_error: { type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  validation_error: { type: 'validation_error', code: 'incomplete_number', message: 'Your card number is incomplete.' },
  invalid_request_error: { type: 'invalid_request_error', code: 'parameter_invalid_empty', message: 'You passed an empty string for card[number].' },
  api_connection_error: { type: 'api_connection_error', message: 'We could not connect to Stripe.' },
  api_error: { type: 'api_error', message: 'An unexpected error occurred.' },
  authentication_error: { type: 'authentication_error', code: 'api_key_expired', message: 'Expired API Key provided: pk_test_***.' },
  rate_limit_error: { type: 'rate_limit_error', code: 'rate_limit', message: 'Too many requests hit the API too quickly.' },
  idempotency_error: { type: 'idempotency_error', message: 'Keys for idempotent requests can only be used with the same parameters.' },
};

/** A Stripe.js that records what the adapter asks of it and answers `result` to createToken. */
const fakeStripe = (result: TokenResult) => {
  const calls: string[] = [];
  const field: CardField = {
    mount: (selector) => {
      calls.push(`mount ${String(selector)}`);
    },
    destroy: () => {
      calls.push('destroy');
    },
  };
  const created: { elementType: 'card'; options: StripeCardElementOptions }[] = [];
  const tokenized: CardField[] = [];
  const stripe: StripeTokenizer<CardField> = {
    elements: () => {
      calls.push('elements');
      return {
        create: (elementType, options) => {
          created.push({ elementType, options });
          return field;
        },
      };
    },
    createToken: (given) => {
      tokenized.push(given);
      calls.push('createToken');
      return Promise.resolve(result);
    },
  };
  return { stripe, field, calls, created, tokenized };
};

const adapterOn = (stripe: StripeTokenizer<CardField> | null) => new StripeCardTokenizerAdapter<CardField>('pk_test_123', () => Promise.resolve(stripe));

describe('the Stripe adapter, against a Stripe.js of the published types', () => {
  it("mounts Stripe's own card field (no postal code) and tokenizes that field, then destroys it", async () => {
    const fake = fakeStripe({ token: TOKEN });
    const adapter = adapterOn(fake.stripe);
    expect(await adapter.mountField('#card-field')).toEqual({ ok: true, value: undefined });
    expect(fake.created).toEqual([{ elementType: 'card', options: { hidePostalCode: true, style: { base: { fontSize: '16px' } } } }]);
    await adapter.tokenize();
    expect(fake.tokenized).toEqual([fake.field]);
    adapter.unmountField();
    expect(fake.calls).toEqual(['elements', 'mount #card-field', 'createToken', 'destroy']);
  });

  it("reads the token's id and its card's brand, last four digits and expiry", async () => {
    const adapter = adapterOn(fakeStripe({ token: TOKEN }).stripe);
    await adapter.mountField('#card');
    expect(await adapter.tokenize()).toEqual({ ok: true, value: { id: 'tok_1Pq', brand: 'MasterCard', last4: '4444', expMonth: 4, expYear: 2031 } });
  });

  it.each(Object.entries(ERRORS))("a %s gives the patient Stripe's message and keeps its code", async (_type, error) => {
    const adapter = adapterOn(fakeStripe({ error }).stripe);
    await adapter.mountField('#card');
    expect(await adapter.tokenize()).toEqual({ ok: false, error: { message: error.message, statusCode: 402, providerCode: error.code ?? null } });
  });

  it("an error without a message, or a token without a card, is 'Oops... Try again later'", async () => {
    const silent = adapterOn(fakeStripe({ error: { type: 'api_error' } }).stripe);
    await silent.mountField('#card');
    expect(await silent.tokenize()).toEqual({ ok: false, error: { message: MESSAGES.cardTokenizationFailed, statusCode: 402, providerCode: null } });
    const { card: _card, ...bankToken } = TOKEN;
    const cardless = adapterOn(fakeStripe({ token: { ...bankToken, type: 'bank_account' } }).stripe);
    await cardless.mountField('#card');
    expect(await cardless.tokenize()).toMatchObject({ ok: false, error: { message: MESSAGES.cardTokenizationFailed } });
  });

  it('says so when Stripe.js cannot load, and tries again at the next mount', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('Failed to load Stripe.js')).mockResolvedValueOnce(null);
    const adapter = new StripeCardTokenizerAdapter<CardField>('pk_test_123', load);
    expect(await adapter.mountField('#card')).toMatchObject({ ok: false, error: { statusCode: 503 } });
    expect(await adapter.mountField('#card')).toMatchObject({ ok: false, error: { statusCode: 503 } });
    expect(load).toHaveBeenCalledTimes(2);
    expect(await adapter.tokenize()).toEqual({ ok: false, error: { message: MESSAGES.cardTokenizationFailed, statusCode: 503, providerCode: null } });
  });
});

describe('loading Stripe.js', () => {
  afterEach(() => {
    vi.doUnmock('@stripe/stripe-js/pure');
    vi.resetModules();
  });

  it('loads it from @stripe/stripe-js/pure with the publishable key, only when first called', async () => {
    const loadStripe = vi.fn(async () => null);
    vi.doMock('@stripe/stripe-js/pure', () => ({ loadStripe }));
    const { loadStripeJs } = await import('./stripe-card-tokenizer.adapter');
    expect(loadStripe).not.toHaveBeenCalled();
    await loadStripeJs('pk_live_abc');
    expect(loadStripe).toHaveBeenCalledWith('pk_live_abc');
  });
});
