import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { isProductType, PRODUCT_TYPES } from '../shared/product-type';
import { productTypeFromSlug, slugForProductType } from './product-slug';

describe('route slug to product type (spec §1)', () => {
  it('maps hairloss=hl, weightloss=wl, antiaging=ag', () => {
    expect(productTypeFromSlug('hairloss')).toBe('hl');
    expect(productTypeFromSlug('weightloss')).toBe('wl');
    expect(productTypeFromSlug('antiaging')).toBe('ag');
  });

  it('maps anything else to ed, prototype names included', () => {
    for (const slug of ['ed', 'register', '', 'HAIRLOSS', 'constructor', '__proto__', 'toString']) {
      expect(productTypeFromSlug(slug)).toBe('ed');
    }
  });

  test.prop([fc.string()])('is total: every slug gives a valid type code', (slug) => {
    expect(PRODUCT_TYPES).toContain(productTypeFromSlug(slug));
  });

  test.prop([fc.string().filter((s) => !['hairloss', 'weightloss', 'antiaging'].includes(s))])(
    'gives ed for every slug that is not one of the three',
    (slug) => {
      expect(productTypeFromSlug(slug)).toBe('ed');
    },
  );
});

describe('valid type codes (spec §9)', () => {
  it('are wl, hl, ag, ed', () => {
    expect(PRODUCT_TYPES).toEqual(['wl', 'hl', 'ag', 'ed']);
  });

  test.prop([fc.anything()])('recognises exactly the four codes', (value) => {
    expect(isProductType(value)).toBe(typeof value === 'string' && ['wl', 'hl', 'ag', 'ed'].includes(value));
  });
});

describe('the slug each product type is linked by', () => {
  it('is the entry page of the type: hairloss, weightloss, antiaging, ed', () => {
    expect(PRODUCT_TYPES.map(slugForProductType)).toEqual(['weightloss', 'hairloss', 'antiaging', 'ed']);
  });

  test.prop([fc.constantFrom(...PRODUCT_TYPES)])('round-trips through productTypeFromSlug', (type) => {
    expect(productTypeFromSlug(slugForProductType(type))).toBe(type);
  });
});
