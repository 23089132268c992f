import { afterEach, describe, expect, it } from 'vitest';
import { SystemZoneAdapter } from './system-zone.adapter';

const zoneBefore = process.env.TZ;

afterEach(() => {
  if (zoneBefore === undefined) delete process.env.TZ;
  else process.env.TZ = zoneBefore;
});

describe("the machine's zone", () => {
  it('is minutes ahead of UTC at each instant, summer time included', () => {
    process.env.TZ = 'America/New_York';
    const zone = new SystemZoneAdapter();
    expect(zone.utcOffsetAt(Date.UTC(2026, 0, 15, 12))).toBe(-300);
    expect(zone.utcOffsetAt(Date.UTC(2026, 6, 15, 12))).toBe(-240);
    process.env.TZ = 'Asia/Kolkata';
    expect(zone.utcOffsetAt(Date.UTC(2026, 0, 15, 12))).toBe(330);
  });
});
