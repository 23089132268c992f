import type { RateLimit } from './rate-limiter';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * The limits, sized for people: a family signing up and signing in from one home address, a patient
 * retrying a blurred ID photo, a fast typist in a chat. Each is counted per client address and per
 * e-mail (the one asked about, or the signed-in caller's); README.md lists them. A test server scales
 * them up (many patients from 127.0.0.1): ReferenceServerOptions.rateLimits, `--rate-limit-scale`.
 */
export const RATE_LIMIT_RULES = {
  signIn: { perAddress: { limit: 60, windowMs: 15 * MINUTE }, perEmail: { limit: 20, windowMs: 15 * MINUTE } },
  signUp: { perAddress: { limit: 20, windowMs: HOUR }, perEmail: { limit: 5, windowMs: HOUR } },
  accountLookup: { perAddress: { limit: 30, windowMs: 15 * MINUTE }, perEmail: { limit: 10, windowMs: 15 * MINUTE } },
  passwordReset: { perAddress: { limit: 10, windowMs: HOUR }, perEmail: { limit: 5, windowMs: HOUR } },
  resetLink: { perAddress: { limit: 30, windowMs: HOUR }, perEmail: { limit: 10, windowMs: HOUR } },
  upload: { perAddress: { limit: 120, windowMs: HOUR }, perEmail: { limit: 60, windowMs: HOUR } },
  chatSend: { perAddress: { limit: 200, windowMs: 10 * MINUTE }, perEmail: { limit: 60, windowMs: 10 * MINUTE } },
} as const satisfies Record<string, { readonly perAddress: RateLimit; readonly perEmail: RateLimit }>;

export type RateLimitName = keyof typeof RATE_LIMIT_RULES;
export type RateLimitRules = Readonly<Record<RateLimitName, { readonly perAddress: RateLimit; readonly perEmail: RateLimit }>>;

export interface RateLimitSettings {
  /** Multiplies every limit (a test server's many patients from one address); 1 by default. */
  readonly scale?: number;
  /** Replaces single rules. */
  readonly rules?: Partial<RateLimitRules>;
}

const scaled = (rule: RateLimit, scale: number): RateLimit => ({ limit: Math.max(1, Math.round(rule.limit * scale)), windowMs: rule.windowMs });

export const rateLimitRules = (settings: RateLimitSettings = {}): RateLimitRules => {
  const scale = settings.scale ?? 1;
  if (!(scale > 0)) throw new Error('The rate-limit scale must be above 0');
  const names = Object.keys(RATE_LIMIT_RULES) as RateLimitName[];
  return Object.fromEntries(
    names.map((name) => {
      const rule = settings.rules?.[name] ?? RATE_LIMIT_RULES[name];
      return [name, { perAddress: scaled(rule.perAddress, scale), perEmail: scaled(rule.perEmail, scale) }];
    }),
  ) as unknown as RateLimitRules;
};
