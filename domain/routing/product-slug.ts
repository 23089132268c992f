import type { ProductType } from '../shared/product-type';

const SLUG_TYPES: Readonly<Record<string, ProductType>> = {
  hairloss: 'hl',
  weightloss: 'wl',
  antiaging: 'ag',
};

/** Route slug to product type: hairloss=hl, weightloss=wl, antiaging=ag, anything else=ed (spec §1). */
export const productTypeFromSlug = (slug: string): ProductType => (Object.hasOwn(SLUG_TYPES, slug) ? (SLUG_TYPES[slug] as ProductType) : 'ed');

const TYPE_SLUGS: Readonly<Record<ProductType, string>> = {
  hl: 'hairloss',
  wl: 'weightloss',
  ag: 'antiaging',
  ed: 'ed',
};

/** The one slug each type is linked by (the entry pages' own names), e.g. for visitType={slug}. */
export const slugForProductType = (type: ProductType): string => TYPE_SLUGS[type];
