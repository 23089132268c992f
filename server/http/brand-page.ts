import { withPatientAreaHead, type PatientAreaHead } from './patient-area-head';

type BrandId = 'main' | 'women';

interface BrandHostsConfig {
  readonly apiBase: string;
  readonly brands: Record<BrandId, { readonly hosts: { readonly test: readonly string[]; readonly live: readonly string[] } }>;
  readonly womenHostWord?: string;
}

/** The brand folder the built page names: the main brand's, replaced on the women's brand's hosts. */
const MAIN_BRAND_FOLDER = '/brands/main/';

/** The hosts config.json lists for one brand, lower-cased. */
const listedHosts = (config: BrandHostsConfig, brand: BrandId): ReadonlySet<string> => {
  const { test, live } = config.brands[brand].hosts;
  return new Set([...test, ...live].map((host) => host.toLowerCase()));
};

/**
 * The app's page as each brand's hosts serve it. The built page names the main brand's favicon and
 * preloads its logo, so the logo downloads with the scripts instead of after them. The app's own rule
 * (spec §1, domain/brands/brand-for-host.ts, which server/ may not import) picks the brand: a host
 * config.json lists (`hostname` or `hostname:port`) gets its brand; an unlisted host whose name contains
 * the women's brand word gets the women's page; any other the main brand's. A page of the patient area
 * also names that area's early script and code (patient-area-head.ts), when the build wrote them. The
 * page's body carries the brand's class, which gives its colours.
 */
export const brandPages = (
  indexHtml: string,
  configJson: string,
  head: PatientAreaHead | null = null,
): ((hostHeader: string | undefined, path?: string) => string) => {
  const config = JSON.parse(configJson) as BrandHostsConfig;
  const womenHosts = listedHosts(config, 'women');
  const mainHosts = listedHosts(config, 'main');
  const womenWord = (config.womenHostWord ?? '').trim().toLowerCase();
  const isWomenHost = (hostHeader: string | undefined) => {
    const host = (hostHeader ?? '').toLowerCase();
    const hostname = host.replace(/:\d+$/, '');
    if (womenHosts.has(host) || womenHosts.has(hostname)) return true;
    if (mainHosts.has(host) || mainHosts.has(hostname)) return false;
    return womenWord !== '' && hostname.includes(womenWord);
  };
  return (hostHeader, path = '/') => {
    // The area's frame names the main brand's logo too: the brand's folder is chosen after it is in.
    const page = head ? withPatientAreaHead(indexHtml, head, path, config.apiBase) : indexHtml;
    const brand: BrandId = isWomenHost(hostHeader) ? 'women' : 'main';
    const branded = brand === 'women' ? page.replaceAll(MAIN_BRAND_FOLDER, '/brands/women/') : page;
    // The brand's colours (theme/app.css) from the first paint, as the app sets them (apply-brand-theme.ts):
    // the frame's header line and the spinner are the brand's before the app has run.
    return branded.replace('<body>', `<body class="brand-${brand}" data-brand="${brand}">`);
  };
};
