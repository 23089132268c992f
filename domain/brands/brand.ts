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

/**
 * The dashboard's treatments on a brand: those it offers are shown; the product types of the others (the
 * women's brand hides ed and hl, §6) are named, once each, so the patient is told where they are.
 */
export const treatmentsOnBrand = <S extends { readonly productType: ProductType }>(
  brand: BrandId,
  subscriptions: readonly S[],
): { readonly shown: readonly S[]; readonly elsewhere: readonly ProductType[] } => ({
  shown: subscriptions.filter((subscription) => brandOffers(brand, subscription.productType)),
  elsewhere: [...new Set(subscriptions.map((subscription) => subscription.productType).filter((type) => !brandOffers(brand, type)))],
});
