/** Where the app reaches a service: its own origin (a path such as '/backend'), or another origin. */
export type ServiceAddress = { readonly sameOrigin: true } | { readonly sameOrigin: false; readonly origin: string };

/** What of config.json the Content Security Policy depends on: the services this deployment's app talks to. */
export interface PolicyConfig {
  readonly api: ServiceAddress;
  /** The live socket, with its ws: or wss: scheme. */
  readonly live: ServiceAddress;
  /**
   * Where Amplify calls Cognito: its region's user pool and identity hosts, or the one endpoint config.json
   * names instead (the local emulator); none for the local identity, which is the API.
   */
  readonly identityOrigins: readonly string[];
  readonly cardProvider: { readonly kind: 'sandbox' } | { readonly kind: 'stripe' } | { readonly kind: 'second-processor'; readonly tokenizeOrigin: string };
  readonly facebookPixel: boolean;
  readonly tiktokPixel: boolean;
}

/** A host as it may appear in a policy (name or address, optional port): `;`, quotes and `*` never reach one. */
export const PLAIN_HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;
const AWS_REGION = /^[a-z]{2}(?:-[a-z]+)+-\d{1,2}$/;

const invalid = (field: string, why: string): never => {
  throw new Error(`config.json ${field}: ${why}`);
};

const fieldOf = (value: unknown, field: string): unknown =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[field] : undefined;

const textAt = (value: unknown, field: string): string => {
  const text = fieldOf(value, field);
  return typeof text === 'string' && text.length > 0 ? text : invalid(field, 'missing');
};

/** An absolute URL's origin, for a policy: only the schemes given, and only a plain host. */
const originOf = (address: string, field: string, schemes: readonly string[]): string => {
  const url = URL.canParse(address) ? new URL(address) : invalid(field, `not a path or an absolute URL: ${address}`);
  if (!schemes.includes(url.protocol)) invalid(field, `${url.protocol} is not one of ${schemes.join(' ')}`);
  if (!PLAIN_HOST.test(url.host)) invalid(field, `not a plain host: ${url.host}`);
  return `${url.protocol}//${url.host}`;
};

/** A path is this origin; anything else must be an absolute URL (a protocol-relative one would follow the page). */
const addressOf = (address: string, field: string, schemes: readonly string[]): ServiceAddress =>
  address.startsWith('/') && !address.startsWith('//') ? { sameOrigin: true } : { sameOrigin: false, origin: originOf(address, field, schemes) };

/** The browser opens the live socket with http turned into ws and https into wss (adapters/live/live-endpoint.ts). */
const asSocket = (address: ServiceAddress): ServiceAddress =>
  address.sameOrigin ? address : { sameOrigin: false, origin: address.origin.replace(/^http(s?):/, 'ws$1:') };

const cardProviderOf = (payments: unknown): PolicyConfig['cardProvider'] => {
  const provider = textAt(payments, 'provider');
  if (provider === 'sandbox' || provider === 'stripe') return { kind: provider };
  if (provider === 'second-processor') return { kind: provider, tokenizeOrigin: originOf(textAt(payments, 'tokenizeUrl'), 'payments.tokenizeUrl', ['https:']) };
  return invalid('payments.provider', `unknown card provider ${provider}`);
};

const identityOriginsOf = (identity: unknown): string[] => {
  const provider = textAt(identity, 'provider');
  if (provider === 'local') return [];
  if (provider !== 'cognito') return invalid('identity.provider', `unknown identity provider ${provider}`);
  const region = textAt(identity, 'region');
  if (!AWS_REGION.test(region)) invalid('identity.region', `not an AWS region: ${region}`);
  const endpoint = fieldOf(identity, 'userPoolEndpoint');
  if (endpoint !== undefined) return [originOf(textAt(identity, 'userPoolEndpoint'), 'identity.userPoolEndpoint', ['https:', 'http:'])];
  return [`https://cognito-idp.${region}.amazonaws.com`, `https://cognito-identity.${region}.amazonaws.com`];
};

/**
 * The services config.json names, checked when the server starts: a configuration the policy cannot
 * express exactly (an unknown provider, a host with policy syntax in it) stops the server rather than
 * serving a policy that blocks the app or lets too much in.
 */
export const policyConfigOf = (config: unknown): PolicyConfig => {
  const pixels = fieldOf(config, 'pixels');
  return {
    api: addressOf(textAt(config, 'apiBase'), 'apiBase', ['https:', 'http:']),
    live: asSocket(addressOf(textAt(config, 'liveUrl'), 'liveUrl', ['wss:', 'ws:', 'https:', 'http:'])),
    identityOrigins: identityOriginsOf(fieldOf(config, 'identity')),
    cardProvider: cardProviderOf(fieldOf(config, 'payments')),
    facebookPixel: Boolean(fieldOf(pixels, 'facebook')),
    tiktokPixel: Boolean(fieldOf(pixels, 'tiktok')),
  };
};
