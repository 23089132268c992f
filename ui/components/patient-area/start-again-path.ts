import { slugForProductType } from '../../../domain/routing/product-slug';
import type { ProductType } from '../../../domain/shared/product-type';

/** Where a cancelled treatment that cannot come back starts again: a new online visit of its kind. */
export const startAgainPath = (productType: ProductType): string => `/user/new-subscription?visitType=${slugForProductType(productType)}`;
