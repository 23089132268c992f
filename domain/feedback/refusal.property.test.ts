import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { isRefusal } from './refusal';

describe('a refused call, which asking again cannot help', () => {
  it('is a 4xx about the request: not found, conflict, bad input', () => {
    expect([400, 403, 404, 409, 410, 422].every(isRefusal)).toBe(true);
    expect([401, 408, 429, 500, 502, 503, 504, 0, 200].some(isRefusal)).toBe(false);
  });

  test.prop([fc.integer({ min: 0, max: 599 })])('is never a server error or a success', (status) => {
    if (isRefusal(status)) expect(status >= 400 && status < 500).toBe(true);
  });
});
