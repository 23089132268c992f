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
 * also names that area's early script and code (patient-area-head.ts), when the build wrote them.
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
  const womenPage = indexHtml.replaceAll(MAIN_BRAND_FOLDER, '/brands/women/');
  const brandPage = (hostHeader: string | undefined) => {
    const host = (hostHeader ?? '').toLowerCase();
    const hostname = host.replace(/:\d+$/, '');
    if (womenHosts.has(host) || womenHosts.has(hostname)) return womenPage;
    if (mainHosts.has(host) || mainHosts.has(hostname)) return indexHtml;
    return womenWord !== '' && hostname.includes(womenWord) ? womenPage : indexHtml;
  };
  return (hostHeader, path = '/') => {
    const page = brandPage(hostHeader);
    return head ? withPatientAreaHead(page, head, path, config.apiBase) : page;
  };
};
