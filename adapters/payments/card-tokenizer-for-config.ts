import type { CardTokenizerPort } from '../../application/ports/card-payments.port';
import type { CardProviderConfig } from '../config/runtime-config.schema';
import type { ApiClient } from '../http/api-client';
import { EncryptedCardTokenizerAdapter } from './encrypted-card-tokenizer.adapter';
import { SandboxCardTokenizerAdapter } from './sandbox-card-tokenizer.adapter';
import { loadStripeJs, StripeCardTokenizerAdapter } from './stripe-card-tokenizer.adapter';

/**
 * The card adapter the configuration names: Stripe.js Elements, the second processor (client-side
 * encryption) or the sandbox, which is also what runs without a configuration (the CLI). The runtime
 * schema already refuses the sandbox in production.
 */
export const cardTokenizerFor = (config: CardProviderConfig | undefined, api: ApiClient): CardTokenizerPort => {
  const payments = config?.payments;
  if (payments?.provider === 'stripe') return new StripeCardTokenizerAdapter(payments.publishableKey, loadStripeJs);
  if (payments?.provider === 'second-processor') return new EncryptedCardTokenizerAdapter(config?.encryptionPublicKey ?? '', payments.tokenizeUrl);
  return new SandboxCardTokenizerAdapter(api);
};
