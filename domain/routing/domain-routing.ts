import { brandOffers, type BrandId } from '../brands/brand';
import { productTypeFromSlug } from './product-slug';

/**
 * domainRouting guard (spec §4): on the women's theme, / and every brand entry page whose product the theme
 * hides go to /weightloss. The spec lists /ed, /register and /hairloss; a slug it does not know (a typo such
 * as /weight-loss) is ed by spec §1, which the women's theme hides too (spec §6), so it goes there as well.
 * `entrySlug` is the :slug of a brand entry page, null on other routes.
 */
export const domainRoutingRedirect = (brand: BrandId, pathname: string, entrySlug: string | null): '/weightloss' | null => {
  if (brand !== 'women') return null;
  const hidesEntryProduct = entrySlug !== null && !brandOffers(brand, productTypeFromSlug(entrySlug));
  return pathname === '/' || hidesEntryProduct ? '/weightloss' : null;
};
