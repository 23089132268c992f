import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../domain/feedback/messages';
import { decryptEnvelope, generateProcessorKeys } from '../crypto/processor-keys.fixture';
import type { EncryptedEnvelope } from '../crypto/hybrid-encryption';
import { createApiClient } from '../http/api-client';
import { cardTokenizerFor } from './card-tokenizer-for-config';
import { EncryptedCardTokenizerAdapter } from './encrypted-card-tokenizer.adapter';
import { SandboxCardTokenizerAdapter } from './sandbox-card-tokenizer.adapter';

const CARD = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2030, cvc: '123' };
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('the sandbox card provider (embedded default)', () => {
  const requests: { url: string; body: unknown }[] = [];
  const api = (answer: Response) =>
    createApiClient({
      baseUrl: 'http://api.test/backend',
      fetch: async (request) => {
        const input = request as Request;
        requests.push({ url: input.url, body: await input.json() });
        return answer;
      },
    });

  it('sends the digits to POST /sandbox-card/tokens and reads the token and the card, never keeping the number', async () => {
    const answer = json(201, {
      status: 'success',
      data: [
        {
          id: `tok_${'a'.repeat(24)}`,
          card: { brand: 'Visa', last4: '4242', expMonth: 12, expYear: 2030 },
          createdAt: '2026-05-10T00:00:00Z',
          livemode: false,
        },
      ],
    });
    const token = await new SandboxCardTokenizerAdapter(api(answer)).tokenize(CARD);
    expect(token).toEqual({ ok: true, value: { id: `tok_${'a'.repeat(24)}`, brand: 'Visa', last4: '4242', expMonth: 12, expYear: 2030 } });
    expect(requests.at(-1)).toEqual({
      url: 'http://api.test/backend/sandbox-card/tokens',
      body: { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' },
    });
  });

  it("gives the provider's message and code, or 'Oops... Try again later' without one", async () => {
    const declined = json(402, { status: 'error', message: "Your card's security code is invalid.", metadata: { code: 'invalid_cvc' } });
    expect(await new SandboxCardTokenizerAdapter(api(declined)).tokenize(CARD)).toEqual({
      ok: false,
      error: { message: "Your card's security code is invalid.", statusCode: 402, code: 'card_declined', providerCode: 'invalid_cvc' },
    });
    const bare = new Response('', { status: 500 });
    expect(await new SandboxCardTokenizerAdapter(api(bare)).tokenize(CARD)).toMatchObject({
      ok: false,
      error: { message: /failed \(500/, providerCode: null },
    });
    expect(await new SandboxCardTokenizerAdapter(api(bare)).tokenize(null)).toMatchObject({ ok: false, error: { message: MESSAGES.cardTokenizationFailed } });
  });
});

describe('the second processor: card data encrypted in the browser', () => {
  it('posts only the sealed envelope; the processor opens it with its private key and answers a token', async () => {
    const keys = await generateProcessorKeys();
    const seen: { body: string; card: unknown }[] = [];
    const processor: typeof fetch = async (_url, init) => {
      const body = String(init?.body);
      const { encryptedCard } = JSON.parse(body) as { encryptedCard: EncryptedEnvelope };
      seen.push({ body, card: JSON.parse(await decryptEnvelope(keys.privateKey, encryptedCard)) });
      return json(200, { id: 'sp_tok_1', card: { brand: 'Visa', last4: '4242', expMonth: 12, expYear: 2030 } });
    };
    const adapter = new EncryptedCardTokenizerAdapter(keys.pem, 'https://processor.example/tokens', processor);
    expect(await adapter.tokenize(CARD)).toEqual({ ok: true, value: { id: 'sp_tok_1', brand: 'Visa', last4: '4242', expMonth: 12, expYear: 2030 } });
    expect(seen[0]!.body).not.toMatch(/4242|"cvc"|123/);
    expect(seen[0]!.card).toEqual({ number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' });
  });

  it("passes on the processor's refusal, and fails clearly without a network or with a broken answer", async () => {
    const keys = await generateProcessorKeys();
    const refusing = new EncryptedCardTokenizerAdapter(keys.pem, 'https://p.example', async () =>
      json(402, { error: { message: 'Do not honor', code: 'do_not_honor' } }),
    );
    expect(await refusing.tokenize(CARD)).toEqual({ ok: false, error: { message: 'Do not honor', statusCode: 402, providerCode: 'do_not_honor' } });
    const offline = new EncryptedCardTokenizerAdapter(keys.pem, 'https://p.example', async () => Promise.reject(new TypeError('offline')));
    expect(await offline.tokenize(CARD)).toEqual({ ok: false, error: { message: MESSAGES.cardTokenizationFailed, statusCode: 503, providerCode: null } });
    const garbled = new EncryptedCardTokenizerAdapter(keys.pem, 'https://p.example', async () => new Response('<html>'));
    expect(await garbled.tokenize(CARD)).toMatchObject({ ok: false, error: { statusCode: 502 } });
    const badKey = new EncryptedCardTokenizerAdapter('not a key', 'https://p.example', async () => json(200, {}));
    expect(await badKey.tokenize(CARD)).toMatchObject({ ok: false, error: { statusCode: 503 } });
    expect(await refusing.tokenize(null)).toMatchObject({ ok: false, error: { statusCode: 400 } });
  });
});

describe('the adapter the configuration names', () => {
  const api = createApiClient({ baseUrl: 'http://api.test' });
  it('is the sandbox by default and without a configuration, Stripe or the second processor when configured', () => {
    expect(cardTokenizerFor(undefined, api).processor).toBe('sandbox');
    expect(cardTokenizerFor({ payments: { provider: 'sandbox' }, encryptionPublicKey: null }, api).processor).toBe('sandbox');
    expect(cardTokenizerFor({ payments: { provider: 'stripe', publishableKey: 'pk_live_1' }, encryptionPublicKey: null }, api)).toMatchObject({
      processor: 'stripe',
      collects: 'provider-field',
    });
    expect(cardTokenizerFor({ payments: { provider: 'second-processor', tokenizeUrl: 'https://p.example' }, encryptionPublicKey: 'pem' }, api)).toMatchObject({
      processor: 'second-processor',
      collects: 'own-fields',
    });
  });
});
