const BRAND_WEBSITE_PATHS: ReadonlySet<string> = new Set(['/register', '/ed', '/login']);

export type LogoDestination = { readonly kind: 'brand-website' } | { readonly kind: 'route'; readonly path: '/login' };

/** Header logo click (spec §2): the brand website on /register, /ed or /login, otherwise /login. */
export const headerLogoDestination = (pathname: string): LogoDestination =>
  BRAND_WEBSITE_PATHS.has(pathname.replace(/\/+$/, '')) ? { kind: 'brand-website' } : { kind: 'route', path: '/login' };
