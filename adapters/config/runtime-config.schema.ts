import * as z from 'zod/mini';

const hostGroups = z.object({ test: z.array(z.string().check(z.minLength(1))), live: z.array(z.string().check(z.minLength(1))) });
const text = () => z.string().check(z.minLength(1));

const brand = z.object({
  name: text(),
  websiteUrl: z.url({ protocol: /^https?$/ }),
  supportEmail: z.email(),
  hosts: hostGroups,
});

const identity = z.discriminatedUnion('provider', [
  z.object({ provider: z.literal('local') }),
  z.object({ provider: z.literal('cognito'), region: text(), userPoolId: text(), userPoolClientId: text() }),
]);

const payments = z.discriminatedUnion('provider', [
  z.object({ provider: z.literal('sandbox') }),
  z.object({ provider: z.literal('stripe'), publishableKey: z.string().check(z.startsWith('pk_')) }),
  // The second card processor: the card is encrypted in the browser with encryptionPublicKey, then posted here.
  z.object({ provider: z.literal('second-processor'), tokenizeUrl: z.url({ protocol: /^https$/ }) }),
]);

/**
 * config.json: one build serves every host, so everything that differs between deployments is here,
 * validated at start. A production configuration may not use the local identity or the sandbox card.
 */
export const runtimeConfigSchema = z
  .object({
    environment: z.enum(['local', 'test', 'production']),
    apiBase: text(),
    liveUrl: text(),
    identity,
    payments,
    encryptionPublicKey: z.nullable(z.string()),
    pixels: z.object({ facebook: z.nullable(z.string()), tiktok: z.nullable(z.string()) }),
    brands: z.object({ main: brand, women: brand }),
    // The telehealth provider's legal entity, which receipts name as the one paid.
    provider: z.object({ legalName: text(), address: z.array(text()).check(z.minLength(1)) }),
    womenHostWord: text(),
  })
  .check(
    z.superRefine((config, context) => {
      if (config.payments.provider === 'second-processor' && !config.encryptionPublicKey?.includes('-----BEGIN PUBLIC KEY-----')) {
        context.addIssue({ code: 'custom', path: ['encryptionPublicKey'], message: 'the second processor needs the PEM public key its card data is encrypted with', input: config });
      }
      if (config.environment !== 'production') return;
      if (config.identity.provider === 'local') {
        context.addIssue({ code: 'custom', path: ['identity'], message: 'production needs a real identity provider', input: config });
      }
      if (config.payments.provider === 'sandbox') {
        context.addIssue({ code: 'custom', path: ['payments'], message: 'production needs a real card provider', input: config });
      }
    }),
  );

export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

export const parseRuntimeConfig = (raw: unknown): RuntimeConfig => {
  const parsed = runtimeConfigSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const details = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'config'}: ${issue.message}`).join('; ');
  throw new Error(`Invalid runtime configuration: ${details}`);
};
