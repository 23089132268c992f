import type { BrandId } from '../brands/brand';

const WOMEN_REDIRECTED_PATHS: ReadonlySet<string> = new Set(['/ed', '/register', '/hairloss', '/']);

/** domainRouting guard (spec §4): on the women's theme, /ed, /register, /hairloss and / go to /weightloss. */
export const domainRoutingRedirect = (brand: BrandId, pathname: string): '/weightloss' | null => {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return brand === 'women' && WOMEN_REDIRECTED_PATHS.has(path) ? '/weightloss' : null;
};
