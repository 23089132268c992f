/** What the server's page names on the early script (server/http/patient-area-head.ts): files, space-separated. */
export interface AreaCode {
  /** The area's and the page's code, in the order to ask for it. */
  readonly code?: string | undefined;
  /** What the page loads once it is drawn. */
  readonly later?: string | undefined;
}

const files = (names: string | undefined) => (names ?? '').split(' ').filter((name) => name !== '');

/**
 * Preloads the code the server's page names, once the early script has asked for /me: the six connections
 * of HTTP/1.1 serve /me first. Modules and styles as the app's own imports ask for them (`crossorigin`), so
 * the app takes these copies rather than asking again; the page's later code at low priority, after the
 * page's own answers (the dashboard's list of treatments, asked once /me is in).
 */
export const preloadAreaCode = (page: Document, { code, later }: AreaCode): void => {
  const preload = (href: string, priority: 'auto' | 'low') => {
    const link = page.createElement('link');
    if (href.endsWith('.css')) {
      link.rel = 'preload';
      link.as = 'style';
    } else link.rel = 'modulepreload';
    link.href = href;
    link.crossOrigin = '';
    link.fetchPriority = priority;
    page.head.append(link);
  };
  for (const href of files(code)) preload(href, 'auto');
  for (const href of files(later)) preload(href, 'low');
};
