import { describe, expect, it } from 'vitest';
import { findUnstorableText } from './storable-text';

describe('findUnstorableText', () => {
  it('accepts any text Postgres stores: accents, emoji (a surrogate pair), right-to-left, other controls', () => {
    expect(findUnstorableText({ name: 'Zoë 😀 مرحبا', note: 'tab\tand\u0001', list: ['ok', 1, null, true] })).toBeNull();
  });

  it('names the first field holding a NUL or an unpaired surrogate, nested or in a list', () => {
    expect(findUnstorableText({ shipping: { city: 'a\u0000' } })).toBe('shipping.city');
    expect(findUnstorableText({ answers: [{ value: 'ok' }, { value: '\ud83d' }] })).toBe('answers.1.value');
    expect(findUnstorableText({ text: '\ude00 low first' })).toBe('text');
    expect(findUnstorableText('\u0000')).toBe('');
  });

  it('checks keys too, and never echoes the bad character in the name it gives', () => {
    expect(findUnstorableText({ outer: { 'k\u0000ey': 1 } })).toBe('outer.k?ey');
  });
});
