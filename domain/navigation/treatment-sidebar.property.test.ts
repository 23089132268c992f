import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { PRODUCT_TYPES } from '../shared/product-type';
import { treatmentSidebarEntries, treatmentSidebarVisible } from './treatment-sidebar';

describe('treatment sidebar (spec §2)', () => {
  it('shows when the step is not basic or done and the current subscription has a productType', () => {
    expect(treatmentSidebarVisible('questions', 'wl')).toBe(true);
    expect(treatmentSidebarVisible('payment', 'ed')).toBe(true);
    expect(treatmentSidebarVisible('basic', 'wl')).toBe(false);
    expect(treatmentSidebarVisible('done', 'wl')).toBe(false);
    expect(treatmentSidebarVisible('questions', null)).toBe(false);
    expect(treatmentSidebarVisible('questions', undefined)).toBe(false);
  });

  it("lists 'View all treatments' plus each treatment the patient does not have", () => {
    expect(treatmentSidebarEntries('main', ['ed'])).toEqual([
      { kind: 'dashboard', label: 'View all treatments', path: '/user/subscriptions' },
      { kind: 'treatment', label: 'Weight loss', productType: 'wl' },
      { kind: 'treatment', label: 'Hair loss', productType: 'hl' },
      { kind: 'treatment', label: 'Anti-aging', productType: 'ag' },
    ]);
    expect(treatmentSidebarEntries('main', ['wl', 'hl', 'ag', 'ed'])).toEqual([
      { kind: 'dashboard', label: 'View all treatments', path: '/user/subscriptions' },
    ]);
  });

  it('hides ed and hl on the women’s theme', () => {
    expect(treatmentSidebarEntries('women', [])).toEqual([
      { kind: 'dashboard', label: 'View all treatments', path: '/user/subscriptions' },
      { kind: 'treatment', label: 'Weight loss', productType: 'wl' },
      { kind: 'treatment', label: 'Anti-aging', productType: 'ag' },
    ]);
  });

  test.prop([fc.constantFrom('main', 'women' as const), fc.subarray([...PRODUCT_TYPES])])(
    'starts with the dashboard and offers exactly the brand’s treatments the patient lacks',
    (brand, owned) => {
      const [first, ...rest] = treatmentSidebarEntries(brand, owned);
      expect(first).toMatchObject({ kind: 'dashboard', label: 'View all treatments' });
      const offered = rest.map((entry) => (entry.kind === 'treatment' ? entry.productType : null));
      const hidden = brand === 'women' ? ['ed', 'hl'] : [];
      expect(offered).toEqual(PRODUCT_TYPES.filter((type) => !owned.includes(type) && !hidden.includes(type)));
    },
  );

  test.prop([fc.string(), fc.constantFrom(...PRODUCT_TYPES)])('shows for any step but basic and done', (step, type) => {
    expect(treatmentSidebarVisible(step, type)).toBe(step !== 'basic' && step !== 'done');
  });
});
