import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { cardTokenizationFailureText, phoneExistFromFailure, priceItems, uploadFailureText } from './call-failures';
import { errorStatusCode } from './error-status-code';

describe('generic error object status code (spec §8)', () => {
  it('comes from the error, its status, or its response, defaulting to 500', () => {
    expect(errorStatusCode({ statusCode: 404, status: 401, response: { status: 403 } })).toBe(404);
    expect(errorStatusCode({ status: 401, response: { status: 403 } })).toBe(401);
    expect(errorStatusCode({ response: { status: 403 } })).toBe(403);
    expect(errorStatusCode({})).toBe(500);
    expect(errorStatusCode(new Error('boom'))).toBe(500);
    expect(errorStatusCode(null)).toBe(500);
    expect(errorStatusCode('Not Found')).toBe(500);
    expect(errorStatusCode({ response: null })).toBe(500);
  });

  it('skips values that are not HTTP status codes', () => {
    expect(errorStatusCode({ statusCode: '404', status: 0, response: { status: 502 } })).toBe(502);
    expect(errorStatusCode({ statusCode: 99, status: 600 })).toBe(500);
    expect(errorStatusCode({ statusCode: 100 })).toBe(100);
    expect(errorStatusCode({ statusCode: 599 })).toBe(599);
    expect(errorStatusCode({ statusCode: 404.5 })).toBe(500);
  });

  test.prop([fc.anything()])('is total: always a status code from 100 to 599', (error) => {
    const code = errorStatusCode(error);
    expect(Number.isInteger(code) && code >= 100 && code <= 599).toBe(true);
  });
});

describe('card tokenization failure (spec §8)', () => {
  it("shows the provider's first message text, else 'Oops... Try again later'", () => {
    expect(cardTokenizationFailureText([{ text: 'Your card was declined.' }, { text: 'second' }])).toBe('Your card was declined.');
    expect(cardTokenizationFailureText([{ text: '  ' }, { text: 'second' }])).toBe('Oops... Try again later');
    expect(cardTokenizationFailureText([{}])).toBe('Oops... Try again later');
    expect(cardTokenizationFailureText([{ text: null }])).toBe('Oops... Try again later');
    expect(cardTokenizationFailureText([])).toBe('Oops... Try again later');
    expect(cardTokenizationFailureText(null)).toBe('Oops... Try again later');
    expect(cardTokenizationFailureText(undefined)).toBe('Oops... Try again later');
  });
});

describe('file upload failure (spec §8)', () => {
  it('for ID and selfie shows the server message', () => {
    expect(uploadFailureText('cardID', 'The photo is too blurry')).toBe('The photo is too blurry');
    expect(uploadFailureText('selfie', 'Face not found')).toBe('Face not found');
  });

  it("otherwise shows 'Something goes wrong, please contact support team'", () => {
    expect(uploadFailureText(null, 'File too large')).toBe('Something goes wrong, please contact support team');
    expect(uploadFailureText('medical', 'File too large')).toBe('Something goes wrong, please contact support team');
    expect(uploadFailureText('selfie', null)).toBe('Something goes wrong, please contact support team');
    expect(uploadFailureText('cardID', ' ')).toBe('Something goes wrong, please contact support team');
  });
});

describe('phone check failure (spec §7, §8)', () => {
  it('returns the phoneExist flag', () => {
    expect(phoneExistFromFailure({ phoneExist: true })).toBe(true);
    expect(phoneExistFromFailure({ phoneExist: false })).toBe(false);
    expect(phoneExistFromFailure({ phoneExist: 'true' })).toBe(false);
    expect(phoneExistFromFailure({})).toBe(false);
    expect(phoneExistFromFailure(null)).toBe(false);
    expect(phoneExistFromFailure(true)).toBe(false);
  });
});

describe('a price fetch (spec §5)', () => {
  it('must return status success with at least one item', () => {
    expect(priceItems({ status: 'success', data: [{ total: 98.5 }] })).toEqual({ ok: true, value: [{ total: 98.5 }] });
  });

  it("otherwise is 'Invalid API response format'", () => {
    const invalid = { ok: false, error: { message: 'Invalid API response format', statusCode: 502 } };
    for (const response of [
      { status: 'success', data: [] },
      { status: 'error', data: [{ total: 1 }] },
      { status: 'success', data: { total: 1 } },
      { status: 'success' },
      {},
      null,
      undefined,
      'success',
      [],
    ]) {
      expect(priceItems(response)).toEqual(invalid);
    }
  });
});
