import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { newestFirst } from './newest-first';

const isoTime = fc
  .date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2030-12-31T23:59:59Z'), noInvalidDate: true })
  .map((date) => date.toISOString());
const record = fc.record({ createdAt: fc.option(isoTime, { nil: null }) });

test.prop([fc.array(record)])('puts every record after the ones created later, and those without a time last', (records) => {
  const sorted = [...records].sort(newestFirst);
  for (let index = 1; index < sorted.length; index += 1) {
    const before = sorted[index - 1]?.createdAt ?? null;
    const after = sorted[index]?.createdAt ?? null;
    if (after === null) continue;
    expect(before).not.toBeNull();
    expect(new Date(before as string).getTime()).toBeGreaterThanOrEqual(new Date(after).getTime());
  }
});
