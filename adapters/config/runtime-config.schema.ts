import * as z from 'zod/mini';

const hostGroups = z.object({ test: z.array(z.string().check(z.minLength(1))), live: z.array(z.string().check(z.minLength(1))) });
const text = () => z.string().check(z.minLength(1));

const brand = z.object({
  name: text(),
  websiteUrl: z.url({ protocol: /^https?$/ }),
  supportEmail: z.email(),
  hosts: hostGroups,
});

/**
 * How Amplify signs in: SRP (the password never leaves the browser; Cognito's default and what production
 * uses) or USER_PASSWORD_AUTH (the password sent over TLS; the only flow the local emulator, cognito-local,
 * has). Always named, so a deployment never runs a flow it did not choose.
 */
export const COGNITO_AUTH_FLOWS = ['USER_SRP_AUTH', 'USER_PASSWORD_AUTH'] as const;

const identity = z.discriminatedUnion('provider', [
  z.object({ provider: z.literal('local') }),
  z.object({
    provider: z.literal('cognito'),
    region: text(),
    userPoolId: text(),
    userPoolClientId: text(),
    authFlow: z.enum(COGNITO_AUTH_FLOWS),
    // Another Cognito endpoint than the region's: the local emulator (npm run start:cognito).
    userPoolEndpoint: z.optional(z.url({ protocol: /^https?$/ })),
  }),
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
        context.addIssue({
          code: 'custom',
          path: ['encryptionPublicKey'],
          message: 'the second processor needs the PEM public key its card data is encrypted with',
          input: config,
        });
      }
      if (config.environment !== 'production') return;
      if (config.identity.provider === 'local') {
        context.addIssue({ code: 'custom', path: ['identity'], message: 'production needs a real identity provider', input: config });
      }
      if (config.identity.provider === 'cognito' && config.identity.userPoolEndpoint) {
        context.addIssue({
          code: 'custom',
          path: ['identity', 'userPoolEndpoint'],
          message: "production talks to Cognito's own endpoint, not an emulator",
          input: config,
        });
      }
      if (config.identity.provider === 'cognito' && config.identity.authFlow !== 'USER_SRP_AUTH') {
        context.addIssue({
          code: 'custom',
          path: ['identity', 'authFlow'],
          message: 'production signs in with USER_SRP_AUTH: the password never leaves the browser',
          input: config,
        });
      }
      if (config.payments.provider === 'sandbox') {
        context.addIssue({ code: 'custom', path: ['payments'], message: 'production needs a real card provider', input: config });
      }
    }),
  );

export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

/**
 * The card provider's part of the configuration, spelled out rather than inferred: the CLI package's
 * type declarations reach it through the patient area's wiring and must not need zod's types.
 */
export interface CardProviderConfig {
  readonly payments:
    | { readonly provider: 'sandbox' }
    | { readonly provider: 'stripe'; readonly publishableKey: string }
    | { readonly provider: 'second-processor'; readonly tokenizeUrl: string };
  readonly encryptionPublicKey: string | null;
}

export const parseRuntimeConfig = (raw: unknown): RuntimeConfig => {
  const parsed = runtimeConfigSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const details = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'config'}: ${issue.message}`).join('; ');
  throw new Error(`Invalid runtime configuration: ${details}`);
};
