import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { genderFromStorage } from './stored-gender';

describe('default gender (spec §1, §9)', () => {
  it("keeps a stored 'male' or 'female' and defaults to male", () => {
    expect(genderFromStorage('female')).toBe('female');
    expect(genderFromStorage('male')).toBe('male');
    expect(genderFromStorage(null)).toBe('male');
    expect(genderFromStorage('Female')).toBe('male');
  });

  test.prop([fc.option(fc.string(), { nil: null })])('is total: every stored value gives male or female', (stored) => {
    expect(genderFromStorage(stored)).toBe(stored === 'female' ? 'female' : 'male');
  });
});
