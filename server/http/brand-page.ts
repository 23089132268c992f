type BrandId = 'main' | 'women';

interface BrandHostsConfig {
  readonly brands: Record<BrandId, { readonly hosts: { readonly test: readonly string[]; readonly live: readonly string[] } }>;
}

/** The brand folder the built page names: the main brand's, replaced on the women's brand's hosts. */
const MAIN_BRAND_FOLDER = '/brands/main/';

/**
 * The app's page as each brand's hosts serve it. The built page names the main brand's favicon and
 * preloads its logo, so the logo downloads with the scripts instead of after them; on a host config.json
 * lists for the women's brand (`hostname` or `hostname:port`) the page names that brand's files. Any other
 * host gets the main brand's page, and the app itself settles the theme (spec §1).
 */
export const brandPages = (indexHtml: string, configJson: string): ((hostHeader: string | undefined) => string) => {
  const { hosts } = (JSON.parse(configJson) as BrandHostsConfig).brands.women;
  const womenHosts = new Set([...hosts.test, ...hosts.live].map((host) => host.toLowerCase()));
  const womenPage = indexHtml.replaceAll(MAIN_BRAND_FOLDER, '/brands/women/');
  return (hostHeader) => {
    const host = (hostHeader ?? '').toLowerCase();
    const hostname = host.replace(/:\d+$/, '');
    return womenHosts.has(host) || womenHosts.has(hostname) ? womenPage : indexHtml;
  };
};
