import { beforeEach, describe, expect, it } from 'vitest';
import { ok } from '../../../domain/shared/result';
import { blankSubscription, InMemoryRegistration } from '../../../tests/fakes/in-memory-registration.fake';
import { LoadPaymentSummaryUseCase } from './load-payment-summary.use-case';
import { PayForSubscriptionUseCase, type PaymentAttemptKey } from './pay-for-subscription.use-case';
import { SaveShippingAddressUseCase } from '../address/save-shipping-address.use-case';
import { SuggestAddressesUseCase } from '../address/suggest-addresses.use-case';
import { VerifyAddressUseCase } from '../address/verify-address.use-case';

const ID = 'b'.repeat(24);
const GOOD = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2030, cvc: '123' };
const DECLINED = { ...GOOD, number: '4000 0000 0000 0002' };
const FORM = { address: '1500 Colfax Ave', secondAddress: '', city: 'Denver', state: 'CO', zipCode: '80218' };
const candidate = (address: string, matchCode: 'Y' | 'S' | 'D' | 'N' = 'Y') => ({ ...FORM, address, secondAddress: null, matchCode, matchDescription: '' });

let backend: InMemoryRegistration;
let pay: PayForSubscriptionUseCase;

beforeEach(() => {
  backend = new InMemoryRegistration();
  backend.subscriptions.set(ID, blankSubscription(ID, 'ed', { registrationStep: 'payment' }));
  pay = new PayForSubscriptionUseCase(backend, backend, backend);
});

const attempt = (card = GOOD, retry: PaymentAttemptKey | null = null) => pay.execute({ subscriptionId: ID, card, amount: 44.98, retry });

describe('the shipping address', () => {
  const verify = (address = FORM) => new VerifyAddressUseCase(backend).execute({ address, servedStates: backend.enabled });
  const save = (address = FORM) => new SaveShippingAddressUseCase(backend).execute({ address, reship: false });

  it('checks the form first and asks nothing while it has mistakes', async () => {
    expect(await verify({ ...FORM, state: 'TX' })).toEqual(ok({ kind: 'invalid', errors: { state: 'We do not offer treatment in this state yet' } }));
    expect(backend.calls).toEqual([]);
  });

  it('asks for 2 candidates, invalid matches included; one confirmed address is not saved until asked', async () => {
    backend.candidates = [candidate('1500 E Colfax Ave')];
    expect(await verify()).toEqual(ok({ kind: 'confirmed', address: { ...FORM, address: '1500 E Colfax Ave' } }));
    expect(backend.calls).toEqual(['verify 1500 Colfax Ave 2']);
  });

  it('lets the patient choose between two, and saves the one chosen, trimmed', async () => {
    backend.candidates = [candidate('1500 E Colfax Ave'), candidate('1500 W Colfax Ave')];
    expect(await verify()).toMatchObject({ ok: true, value: { kind: 'choose', candidates: [{}, {}] } });
    expect(backend.calls.some((call) => call.startsWith('save-shipping'))).toBe(false);
    expect(await save({ ...FORM, address: ' 1500 W Colfax Ave ' })).toEqual(ok({ ...FORM, address: '1500 W Colfax Ave' }));
  });

  it('passes on a failed check or save', async () => {
    backend.failNext('verify', 'down', 503);
    expect((await verify()).ok).toBe(false);
    backend.failNext('save-shipping', 'state: not served', 400);
    expect(await save()).toMatchObject({ ok: false, error: { statusCode: 400 } });
  });

  it('suggests addresses from 2 characters on', async () => {
    expect(await new SuggestAddressesUseCase(backend).execute(' 1', 'CO')).toEqual(ok([]));
    await new SuggestAddressesUseCase(backend).execute('1500 Col', 'co');
    expect(backend.calls).toEqual(['suggest 1500 Col']);
  });
});

describe('paying (hold-charge with an idempotency key)', () => {
  it('holds the first charge and logs the attempt without card data', async () => {
    expect(await attempt()).toMatchObject({ ok: true, value: { kind: 'paid', payment: { status: 'hold', sum: 44.98 } } });
    expect(backend.charges).toHaveLength(1);
    expect(backend.attempts).toEqual([{ outcome: 'succeeded', message: null, code: null, processor: 'sandbox', idempotencyKey: backend.charges[0]!.key }]);
    expect(JSON.stringify(backend.attempts)).not.toMatch(/4242/);
  });

  it("a declined card, then a good card: the provider's message, then exactly one charge", async () => {
    expect(await attempt(DECLINED)).toEqual(ok({ kind: 'declined', message: 'Your card was declined.', code: 'card_declined' }));
    expect(backend.charges).toHaveLength(0);
    expect(await attempt(GOOD)).toMatchObject({ ok: true, value: { kind: 'paid' } });
    expect(backend.charges).toHaveLength(1);
    expect(backend.attempts.map((logged) => [logged.outcome, logged.code])).toEqual([
      ['failed', 'card_declined'],
      ['succeeded', null],
    ]);
    // Each card was its own attempt with its own key.
    const keys = backend.calls.filter((call) => call.startsWith('hold')).map((call) => call.slice(5));
    expect(new Set(keys).size).toBe(2);
  });

  it('a card the provider refuses to tokenize: its message, nothing held', async () => {
    expect(await attempt({ ...GOOD, number: '4111 1111 1111 1112' })).toEqual(
      ok({ kind: 'declined', message: 'Your card number is invalid.', code: 'card_declined' }),
    );
    expect(backend.calls.some((call) => call.startsWith('hold'))).toBe(false);
    expect(backend.attempts).toEqual([
      { outcome: 'failed', message: 'Your card number is invalid.', code: 'invalid_number', processor: 'sandbox', idempotencyKey: null },
    ]);
  });

  it('a retry after no answer sends the same token and key: charged once', async () => {
    backend.failNext('hold', 'We could not reach the server. Check your connection and try again.', 503);
    const lost = await attempt();
    expect(lost).toMatchObject({ ok: true, value: { kind: 'interrupted' } });
    // The server had charged before the connection dropped.
    expect(backend.charges).toHaveLength(1);
    const retry = lost.ok && lost.value.kind === 'interrupted' ? lost.value.attempt : null;
    expect(await attempt(GOOD, retry)).toMatchObject({ ok: true, value: { kind: 'paid' } });
    expect(backend.charges).toHaveLength(1);
    expect(backend.calls.filter((call) => call === 'tokenize')).toHaveLength(1);
    expect(new Set(backend.calls.filter((call) => call.startsWith('hold'))).size).toBe(1);
  });

  it('a double click: both calls share one attempt, one token, one charge', async () => {
    let open = () => undefined as void;
    backend.holdGate = new Promise<void>((resolve) => (open = resolve));
    const first = attempt();
    const second = attempt();
    open();
    const [a, b] = await Promise.all([first, second]);
    expect(a).toBe(b);
    expect(backend.charges).toHaveLength(1);
    expect(backend.calls.filter((call) => call === 'tokenize')).toHaveLength(1);
    // Once settled, the next call is a new attempt (and the server refuses a second charge).
    backend.holdGate = null;
    expect(await attempt()).toMatchObject({ ok: true, value: { kind: 'refused' } });
  });

  it('reads the next 2 periods for the summary', async () => {
    backend.periods = { periods: [], total: 10 };
    expect(await new LoadPaymentSummaryUseCase(backend).execute(ID)).toEqual(ok({ periods: [], total: 10 }));
    expect(backend.calls).toEqual([`periods-price ${ID} 2`]);
  });
});

describe('the card entry', () => {
  it('says who draws the card fields, mounting a provider field where there is one', async () => {
    const { PrepareCardEntryUseCase } = await import('./prepare-card-entry.use-case');
    expect(await new PrepareCardEntryUseCase(backend).execute({ selector: '#card' })).toEqual(ok({ processor: 'sandbox', collects: 'own-fields' }));
    const mounted: string[] = [];
    const provider = {
      processor: 'stripe' as const,
      collects: 'provider-field' as const,
      mountField: async (selector: string) => (mounted.push(selector), ok(undefined)),
      unmountField: () => mounted.push('released'),
      tokenize: backend.tokenize,
    };
    expect(await new PrepareCardEntryUseCase(provider).execute({ selector: '#card' })).toEqual(ok({ processor: 'stripe', collects: 'provider-field' }));
    await new PrepareCardEntryUseCase(provider).execute({ release: true });
    expect(mounted).toEqual(['#card', 'released']);
    const broken = { ...provider, mountField: async () => ({ ok: false as const, error: { message: 'The card form could not load.', statusCode: 503 } }) };
    expect(await new PrepareCardEntryUseCase(broken).execute({ selector: '#card' })).toMatchObject({ ok: false, error: { statusCode: 503 } });
  });
});

describe('the states served', () => {
  it('lists the enabled states for the address form', async () => {
    const { LoadEnabledStatesUseCase } = await import('../address/load-enabled-states.use-case');
    expect(await new LoadEnabledStatesUseCase(backend).execute()).toEqual(ok(backend.enabled));
  });
});
