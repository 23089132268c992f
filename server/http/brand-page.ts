import { brandForHost, type BrandHostGroups } from '../../domain/brands/brand-for-host';
import type { BrandId } from '../../domain/brands/brand';

interface BrandHostsConfig {
  readonly brands: Record<BrandId, { readonly hosts: BrandHostGroups }>;
  readonly womenHostWord: string;
}

/** The brand folder the built page names: the main brand's, replaced for the women's brand. */
const MAIN_BRAND_FOLDER = '/brands/main/';

/**
 * The app's page as each brand serves it (spec §1: the brand comes from the host name). The built page
 * names the main brand's favicon and preloads its logo, so the logo downloads with the scripts instead of
 * after them; on a host of the women's brand the page names that brand's files instead.
 */
export const brandPages = (indexHtml: string, configJson: string): ((hostHeader: string | undefined) => string) => {
  const config = JSON.parse(configJson) as BrandHostsConfig;
  const rules = { hostGroups: { main: config.brands.main.hosts, women: config.brands.women.hosts }, womenHostWord: config.womenHostWord };
  const pages: Record<BrandId, string> = { main: indexHtml, women: indexHtml.replaceAll(MAIN_BRAND_FOLDER, '/brands/women/') };
  return (hostHeader) => {
    // A Host header that is no host at all gets the main brand, as an unknown host does.
    if (!hostHeader || !URL.canParse(`http://${hostHeader}`)) return pages.main;
    const { hostname, port } = new URL(`http://${hostHeader}`);
    return pages[brandForHost(hostname, port, rules)];
  };
};
