import { brandOffers, type BrandId } from '../brands/brand';
import { MESSAGES } from '../feedback/messages';
import { PRODUCT_TYPE_NAMES, PRODUCT_TYPES, type ProductType } from '../shared/product-type';

/**
 * The treatment sidebar is shown when the step is neither basic nor done and the current subscription
 * has a productType (spec §2).
 */
export const treatmentSidebarVisible = (step: string, currentProductType: ProductType | null | undefined): boolean =>
  step !== 'basic' && step !== 'done' && Boolean(currentProductType);

export type SidebarEntry =
  | { readonly kind: 'dashboard'; readonly label: string; readonly path: '/user/subscriptions' }
  | { readonly kind: 'treatment'; readonly label: string; readonly productType: ProductType };

/**
 * A Dashboard entry ('View all treatments') plus one entry per treatment the patient does not yet have,
 * in the spec's type order; the women's theme hides ed and hl (spec §2, §6).
 */
export const treatmentSidebarEntries = (brand: BrandId, patientTypes: readonly ProductType[]): SidebarEntry[] => [
  { kind: 'dashboard', label: MESSAGES.viewAllTreatments, path: '/user/subscriptions' },
  ...PRODUCT_TYPES.filter((type) => brandOffers(brand, type) && !patientTypes.includes(type)).map((type): SidebarEntry => ({
    kind: 'treatment',
    label: PRODUCT_TYPE_NAMES[type],
    productType: type,
  })),
];
