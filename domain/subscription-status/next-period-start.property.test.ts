import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { nextPeriodStartToShow } from './next-period-start';

const NOW = Date.parse('2026-11-26T10:00:00.000Z');

describe('the next period start a patient is shown', () => {
  it('shows a date still ahead of an active subscription', () => {
    expect(nextPeriodStartToShow({ status: 'active', nextPeriodStart: '2027-01-17T02:44:53.118Z' }, NOW)).toBe('2027-01-17T02:44:53.118Z');
    expect(nextPeriodStartToShow({ status: 'active', nextPeriodStart: '2026-11-26T10:00:00.000Z' }, NOW)).toBe('2026-11-26T10:00:00.000Z');
  });

  it('hides it while paused, even when ahead, and once it has passed (the seeded paused Finasteride)', () => {
    expect(nextPeriodStartToShow({ status: 'pause', nextPeriodStart: '2026-11-18T02:44:53.118Z' }, NOW)).toBeNull();
    expect(nextPeriodStartToShow({ status: 'pause', nextPeriodStart: '2027-01-17T02:44:53.118Z' }, NOW)).toBeNull();
    expect(nextPeriodStartToShow({ status: 'active', nextPeriodStart: '2026-11-26T09:59:59.999Z' }, NOW)).toBeNull();
  });

  it('hides it once cancelled, declined or not verified, even when ahead: nothing more is billed', () => {
    for (const status of ['cancel', 'declined', 'not_verified'])
      expect(nextPeriodStartToShow({ status, nextPeriodStart: '2027-01-17T02:44:53.118Z' }, NOW)).toBeNull();
  });

  it('hides it in review (the prescription starts at approval) and while a renewal payment is unpaid', () => {
    for (const status of ['pending', 'pre_screened', 'hold', 'in_progress', 'past_due', 'renewal', 'completed']) {
      expect(nextPeriodStartToShow({ status, nextPeriodStart: '2027-01-17T02:44:53.118Z' }, NOW)).toBeNull();
    }
  });

  it('hides a missing or unreadable date', () => {
    expect(nextPeriodStartToShow({ status: 'active', nextPeriodStart: null }, NOW)).toBeNull();
    expect(nextPeriodStartToShow({ status: 'active', nextPeriodStart: 'soon' }, NOW)).toBeNull();
    expect(nextPeriodStartToShow({ status: 'active', nextPeriodStart: '2027-01-17T02:44:53' }, NOW)).toBeNull();
  });

  const status = fc.constantFrom('active', 'pause', 'renewal', 'cancel', null);
  const instant = fc.integer({ min: NOW - 400 * 86_400_000, max: NOW + 400 * 86_400_000 });

  test.prop([status, instant])('shows a date only for an active treatment and not before now, and then unchanged', (current, at) => {
    const iso = new Date(at).toISOString();
    const shown = nextPeriodStartToShow({ status: current, nextPeriodStart: iso }, NOW);
    expect(shown).toBe(current === 'active' && at >= NOW ? iso : null);
  });
});
