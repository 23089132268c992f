import type { ProductType } from '../shared/product-type';

/** The two brand themes: the main product brand and the women's brand (spec §1). */
export type BrandId = 'main' | 'women';

export const BRAND_IDS: readonly BrandId[] = ['main', 'women'];

export const BRAND_PRIMARY_COLOURS: Readonly<Record<BrandId, string>> = {
  main: '#007aff',
  women: '#8D47FF',
};

/** The women's theme hides ed and hl (spec §2, §6); the main theme shows every treatment. */
const HIDDEN_ON_WOMEN: readonly ProductType[] = ['ed', 'hl'];

export const brandOffers = (brand: BrandId, type: ProductType): boolean => brand !== 'women' || !HIDDEN_ON_WOMEN.includes(type);
