import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from './storage-keys';

describe('local storage keys (spec §3)', () => {
  it('are the spec’s names, each stored under its own name', () => {
    expect(Object.values(STORAGE_KEYS)).toEqual([
      'token',
      'expDate',
      'expirationDate',
      'status',
      'originalRegistrationStatus',
      'pendingCouponCode',
      'gender',
      'subType',
      'offerPrice',
      'strikeThroughPrice',
      'calculatedPrice',
    ]);
    for (const [name, key] of Object.entries(STORAGE_KEYS)) expect(key).toBe(name);
  });
});
