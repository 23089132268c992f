import type { BrowserContext, Page } from '@playwright/test';

export const FACEBOOK_PIXEL = 'https://www.facebook.com/tr';
export const TIKTOK_PIXEL = 'https://analytics.tiktok.com/api/v2/pixel';

/** One beacon a pixel received: its address and, for a POST, its body. */
export interface PixelBeacon {
  readonly pixel: 'facebook' | 'tiktok';
  readonly url: string;
  readonly body: string;
}

/** Everything a page lets out while a test drives it. */
export interface WhatLeft {
  /** Every request's method and address, the page's own included, in order. */
  readonly requests: string[];
  readonly sockets: string[];
  readonly beacons: PixelBeacon[];
  /** Console messages of every level, and uncaught errors. */
  readonly console: string[];
}

/**
 * Configures both ad pixels (config.json as a deployment with pixel ids would serve it) and records
 * what leaves the page: request addresses, socket addresses, pixel beacons and console output. The
 * context must be made with bypassCSP: the reference server's policy names no pixel host, as its
 * configuration names no pixel.
 */
export const watchWhatLeaves = async (context: BrowserContext, page: Page): Promise<WhatLeft> => {
  const left: WhatLeft = { requests: [], sockets: [], beacons: [], console: [] };
  await context.route('**/config.json', async (route) => {
    const config = (await (await route.fetch()).json()) as Record<string, unknown>;
    await route.fulfill({ json: { ...config, pixels: { facebook: '1234567890', tiktok: 'CTEST1' } } });
  });
  await context.route(`${FACEBOOK_PIXEL}**`, (route) => {
    left.beacons.push({ pixel: 'facebook', url: route.request().url(), body: route.request().postData() ?? '' });
    return route.fulfill({ status: 204 });
  });
  await context.route(`${TIKTOK_PIXEL}**`, (route) => {
    left.beacons.push({ pixel: 'tiktok', url: route.request().url(), body: route.request().postData() ?? '' });
    return route.fulfill({ status: 204 });
  });
  page.on('request', (request) => left.requests.push(`${request.method()} ${request.url()}`));
  page.on('websocket', (socket) => left.sockets.push(socket.url()));
  page.on('console', (message) => left.console.push(`${message.type()}: ${message.text()}`));
  page.on('pageerror', (error) => left.console.push(`uncaught: ${error.message}\n${error.stack ?? ''}`));
  return left;
};

/** A value the patient entered, and how it could be written down. */
export interface Secret {
  readonly what: string;
  readonly pattern: RegExp;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Digits with any separators a form or a formatter may put between them: (212) 555-0100, 212.555.0100. */
const digitsLoosely = (digits: string) => digits.split('').join('[^0-9a-zA-Z]{0,2}');
/** Not inside a longer number or a hex id. */
const alone = (source: string) => `(?<![0-9a-fA-F])${source}(?![0-9a-fA-F])`;

export interface EnteredByThePatient {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  /** MM-DD-YYYY as typed. */
  readonly birthDate: string;
  /** Ten digits. */
  readonly phone: string;
  readonly zipCodes: readonly string[];
  readonly streets: readonly string[];
  readonly city: string;
  readonly cardNumber: string;
  /** Free-text answers and option labels the patient chose, as shown. */
  readonly answers: readonly string[];
}

/** Every way the entered values could show up in an address, a payload or a log line. */
export const secretsOf = (entered: EnteredByThePatient): Secret[] => {
  const [month, day, year] = entered.birthDate.split('-') as [string, string, string];
  return [
    { what: 'e-mail', pattern: new RegExp(escaped(entered.email.split('@')[0]!), 'i') },
    { what: 'first name', pattern: new RegExp(`\\b${escaped(entered.firstName)}\\b`) },
    { what: 'last name', pattern: new RegExp(`\\b${escaped(entered.lastName)}\\b`, 'i') },
    { what: 'date of birth', pattern: new RegExp(`${month}\\W?${day}\\W?${year}|${year}\\W?${month}\\W?${day}|${day}\\W?${month}\\W?${year}`) },
    { what: 'phone', pattern: new RegExp(alone(digitsLoosely(entered.phone))) },
    ...entered.zipCodes.map((zip) => ({ what: `ZIP ${zip}`, pattern: new RegExp(alone(zip)) })),
    ...entered.streets.map((street) => ({ what: `street ${street}`, pattern: new RegExp(escaped(street).replace(/ /g, '\\W{1,3}'), 'i') })),
    { what: 'city', pattern: new RegExp(`\\b${escaped(entered.city)}\\b`, 'i') },
    { what: 'card number', pattern: new RegExp(alone(digitsLoosely(entered.cardNumber.replace(/\D/g, '')))) },
    { what: 'height, weight or BMI', pattern: /\b(height|weight|bmi)\b\W{0,3}\d/i },
    ...entered.answers.map((answer) => ({ what: `answer '${answer}'`, pattern: new RegExp(escaped(answer).replace(/ /g, '\\W{1,3}'), 'i') })),
  ];
};

/** The text as written, and decoded once and twice (query strings, JSON inside query strings). */
const readings = (text: string): string[] => {
  const decode = (value: string) => {
    try {
      return decodeURIComponent(value.replace(/\+/g, ' '));
    } catch {
      return value;
    }
  };
  const once = decode(text);
  return [text, once, decode(once)];
};

/** Each piece of text that carries an entered value, with what it carries. */
export const leaksIn = (texts: readonly string[], secrets: readonly Secret[]): string[] =>
  texts.flatMap((text) => {
    const found = secrets.filter((secret) => readings(text).some((reading) => secret.pattern.test(reading)));
    return found.length === 0 ? [] : [`${found.map((secret) => secret.what).join(', ')} in: ${text.slice(0, 300)}`];
  });
