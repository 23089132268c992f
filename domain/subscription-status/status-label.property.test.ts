import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { isStillRegistering } from './patient-status';
import { subscriptionStatusLabel } from './status-label';

const TABLE: readonly (readonly [string, string])[] = [
  ['pending', 'In Review'],
  ['pre_screened', 'In Review'],
  ['hold', 'In Review'],
  ['in_progress', 'Action Required'],
  ['active', 'Active'],
  ['pause', 'Active'],
  ['declined', 'Declined'],
  ['not_verified', 'Declined'],
  ['cancel', 'Cancelled'],
];
const KNOWN = new Set(TABLE.map(([status]) => status));

describe('subscription status display (spec §4)', () => {
  it.each(TABLE)('shows %s as %s', (status, label) => {
    expect(subscriptionStatusLabel(status, false)).toBe(label);
  });

  it('shows renewal and completed as-is', () => {
    expect(subscriptionStatusLabel('renewal', false)).toBe('renewal');
    expect(subscriptionStatusLabel('completed', false)).toBe('completed');
  });

  it('turns underscores to spaces in other values', () => {
    expect(subscriptionStatusLabel('payment_failed', false)).toBe('payment failed');
    expect(subscriptionStatusLabel('awaiting_doctor_review_now', false)).toBe('awaiting doctor review now');
  });

  it("shows no status as 'Pending...'", () => {
    expect(subscriptionStatusLabel(null, false)).toBe('Pending...');
    expect(subscriptionStatusLabel(undefined, false)).toBe('Pending...');
    expect(subscriptionStatusLabel('', false)).toBe('Pending...');
  });

  it("always shows 'Active' when isApproved is true", () => {
    expect(subscriptionStatusLabel('declined', true)).toBe('Active');
    expect(subscriptionStatusLabel(null, true)).toBe('Active');
  });

  test.prop([fc.option(fc.string(), { nil: undefined }), fc.boolean()])('is total: every status string maps to a label', (status, approved) => {
    const label = subscriptionStatusLabel(status, approved);
    expect(typeof label).toBe('string');
    expect(label.length).toBeGreaterThan(0);
  });

  test.prop([fc.option(fc.string())])('isApproved wins over any status', (status) => {
    expect(subscriptionStatusLabel(status, true)).toBe('Active');
  });

  test.prop([fc.string({ minLength: 1 }).filter((status) => !KNOWN.has(status))])(
    'shows any value outside the table with underscores as spaces and nothing else changed',
    (status) => {
      const label = subscriptionStatusLabel(status, false);
      expect(label).not.toContain('_');
      expect(label).toBe(status.split('_').join(' '));
    },
  );
});

describe("patient status 'register' (spec §4)", () => {
  it('means still in registration; active or no status does not', () => {
    expect(isStillRegistering('register')).toBe(true);
    expect(isStillRegistering('active')).toBe(false);
    expect(isStillRegistering(null)).toBe(false);
    expect(isStillRegistering(undefined)).toBe(false);
  });
});
