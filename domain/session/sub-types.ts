import { PRODUCT_TYPES, type ProductType } from '../shared/product-type';

/**
 * The subType storage value: a comma list of the patient's product types (spec §3). Reading keeps the
 * valid codes once each, in the spec's order, so a hand-edited or stale value cannot smuggle in a type.
 */
export const parseSubTypes = (stored: string | null): ProductType[] => {
  if (stored === null) return [];
  const listed = new Set(stored.split(',').map((part) => part.trim()));
  return PRODUCT_TYPES.filter((type) => listed.has(type));
};

/** The value to store for the types of the patient's subscriptions, as loaded: once each, in the spec's order. */
export const serializeSubTypes = (types: readonly ProductType[]): string => PRODUCT_TYPES.filter((type) => types.includes(type)).join(',');

/** Step 4 of creating a treatment subscription: add the product type to subType (spec §4). */
export const withSubType = (stored: string | null, type: ProductType): string => serializeSubTypes([...parseSubTypes(stored), type]);
