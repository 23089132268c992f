import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { PRODUCT_TYPES } from '../shared/product-type';
import { parseSubTypes, serializeSubTypes, withSubType } from './sub-types';

describe('subType: comma list of product types (spec §3, §4)', () => {
  it('reads the valid codes of a comma list in the spec order, once each', () => {
    expect(parseSubTypes('ed,wl')).toEqual(['wl', 'ed']);
    expect(parseSubTypes(' hl , hl,xx,')).toEqual(['hl']);
    expect(parseSubTypes(null)).toEqual([]);
    expect(parseSubTypes('')).toEqual([]);
  });

  it('adds the product type of a new treatment subscription', () => {
    expect(withSubType('ed', 'wl')).toBe('wl,ed');
    expect(withSubType(null, 'ag')).toBe('ag');
    expect(withSubType('ag', 'ag')).toBe('ag');
  });

  it('stores the types of loaded subscriptions', () => {
    expect(serializeSubTypes(['ed', 'wl', 'ed'])).toBe('wl,ed');
    expect(serializeSubTypes([])).toBe('');
  });

  const types = fc.subarray([...PRODUCT_TYPES]);

  test.prop([types])('round-trips a set of types', (list) => {
    expect(parseSubTypes(serializeSubTypes(list))).toEqual(list);
  });

  test.prop([fc.option(fc.string(), { nil: null }), fc.constantFrom(...PRODUCT_TYPES)])(
    'after adding a type, it is listed along with every type listed before',
    (stored, type) => {
      const after = parseSubTypes(withSubType(stored, type));
      expect(after).toContain(type);
      for (const before of parseSubTypes(stored)) expect(after).toContain(before);
      expect(after.length).toBeLessThanOrEqual(parseSubTypes(stored).length + 1);
    },
  );
});
