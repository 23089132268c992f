import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { API_ERROR_CODES, CLIENT_ERROR_CODES } from '../shared/error-codes';
import { isRefusal } from './refusal';

const withStatus = (statusCode: number) => ({ message: 'refused', statusCode });

describe('a refused call, which asking again cannot help', () => {
  it('is an answer about the request: not found, conflict, bad input', () => {
    expect([400, 403, 404, 409, 410, 422].map(withStatus).every(isRefusal)).toBe(true);
    expect([401, 429, 500, 502, 503, 504].map(withStatus).some(isRefusal)).toBe(false);
    expect(isRefusal({ message: 'offline', statusCode: 503, code: 'network_error' })).toBe(false);
    expect(isRefusal({ message: 'no such chat', statusCode: 404, code: 'not_found' })).toBe(true);
  });

  test.prop([fc.integer({ min: 500, max: 599 }), fc.constantFrom(...API_ERROR_CODES, ...CLIENT_ERROR_CODES)])(
    'is never a server error or no answer, whatever its status',
    (statusCode, code) => {
      if (['server_error', 'service_unavailable', 'network_error', 'unexpected_response'].includes(code))
        expect(isRefusal({ message: '', statusCode, code })).toBe(false);
      expect(isRefusal({ message: '', statusCode })).toBe(false);
    },
  );
});
