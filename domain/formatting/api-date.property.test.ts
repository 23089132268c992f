import { describe, expect, it } from 'vitest';
import { formatApiDate } from './api-date';

describe('API dates shown to the patient', () => {
  it("shows a timestamp as 'MMMM Do, YYYY' in the patient's zone", () => {
    expect(formatApiDate('2026-03-03T12:00:00Z', () => 0)).toBe('March 3rd, 2026');
    // 02:00 UTC is still the evening before in New York (UTC-5).
    expect(formatApiDate('2026-03-03T02:00:00Z', () => -300)).toBe('March 2nd, 2026');
  });

  it('shows nothing for no date or one without a zone', () => {
    expect(formatApiDate(null, () => 0)).toBeNull();
    expect(formatApiDate('', () => 0)).toBeNull();
    expect(formatApiDate('2026-03-03T12:00:00', () => 0)).toBeNull();
  });
});
