import { describe, expect, it } from 'vitest';
import { API_ERROR_CODES, CLIENT_ERROR_CODES } from './error-codes';
import { errorKindOf, isAnswered } from './error-kind';

describe('error kinds', () => {
  it('come from the code the HTTP adapter set, and from the status where none was set', () => {
    expect(errorKindOf({ message: '', statusCode: 402, code: 'insufficient_funds' })).toBe('declined');
    expect(errorKindOf({ message: '', statusCode: 409, code: 'idempotency_key_reused' })).toBe('conflict');
    expect([401, 403, 404, 409, 402, 400, 503].map((statusCode) => errorKindOf({ message: '', statusCode }))).toEqual([
      'unauthenticated',
      'forbidden',
      'not-found',
      'conflict',
      'declined',
      'invalid',
      'unavailable',
    ]);
  });

  it('give a refusal’s own code its status’s kind', () => {
    expect(errorKindOf({ message: '', statusCode: 409, code: 'email_taken' })).toBe('conflict');
    expect(errorKindOf({ message: '', statusCode: 403, code: 'wrong_current_password' })).toBe('forbidden');
    expect(errorKindOf({ message: '', statusCode: 401, code: 'invalid_credentials' })).toBe('unauthenticated');
    expect(errorKindOf({ message: '', statusCode: 429, code: 'sign_in_locked' })).toBe('rate-limited');
    expect(errorKindOf({ message: '', statusCode: 404, code: 'coupon_invalid' })).toBe('not-found');
    expect(errorKindOf({ message: '', statusCode: 400, code: 'coupon_invalid' })).toBe('invalid');
  });

  it('name every code, and count as answered every answer but trouble on the way or at the server', () => {
    for (const code of [...API_ERROR_CODES, ...CLIENT_ERROR_CODES]) expect(errorKindOf({ message: '', statusCode: 0, code })).toEqual(expect.any(String));
    expect(isAnswered({ message: '', statusCode: 429 })).toBe(true);
    expect([500, 502, 503].some((statusCode) => isAnswered({ message: '', statusCode }))).toBe(false);
    expect(isAnswered({ message: '', statusCode: 502, code: 'unexpected_response' })).toBe(false);
  });
});
