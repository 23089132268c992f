import { describe, expect, it } from 'vitest';
import { currentRegistration, isInRegistration } from './registration-current';

const sub = (id: string, registrationStep: string, status: string | null, createdAt: string | null) => ({ _id: id, registrationStep, status, createdAt });

describe('the current registration', () => {
  const done = sub('done', 'done', 'pending', '2026-05-03T00:00:00Z');
  const cancelled = sub('cancelled', 'basic', 'cancel', '2026-05-04T00:00:00Z');
  const older = sub('older', 'payment', 'in_registration', '2026-05-01T00:00:00Z');
  const newer = sub('newer', 'basic', 'in_registration', '2026-05-02T00:00:00Z');

  it('is a registration neither done nor cancelled', () => {
    expect(isInRegistration(older)).toBe(true);
    expect(isInRegistration(done)).toBe(false);
    expect(isInRegistration(cancelled)).toBe(false);
  });

  it('is the one the patient started while it is in registration, else the newest in registration', () => {
    const all = [done, cancelled, older, newer];
    expect(currentRegistration(all, 'older')?._id).toBe('older');
    expect(currentRegistration(all, 'done')?._id).toBe('newer');
    expect(currentRegistration(all, null)?._id).toBe('newer');
    expect(currentRegistration([sub('a', 'basic', null, null), sub('b', 'basic', null, '2026-01-01T00:00:00Z')], null)?._id).toBe('b');
    expect(currentRegistration([sub('b', 'basic', null, '2026-01-01T00:00:00Z'), sub('a', 'basic', null, null)], null)?._id).toBe('b');
    expect(currentRegistration([done, cancelled], null)).toBeNull();
  });
});
