import type { BrandId } from './brand';

/** The hosts each brand is served from, as `hostname` or `hostname:port`, grouped by environment. */
export interface BrandHostGroups {
  readonly test: readonly string[];
  readonly live: readonly string[];
}

export interface BrandHostRules {
  readonly hostGroups: Readonly<Record<BrandId, BrandHostGroups>>;
  /** The word that marks an unknown host as the women's brand. */
  readonly womenHostWord: string;
}

/** Local development serves the main brand on port 3000 and the women's brand on 8000 (spec §1). */
export const LOCAL_BRAND_PORTS: ReadonlyMap<string, BrandId> = new Map([
  ['3000', 'main'],
  ['8000', 'women'],
]);

const LOCAL_HOSTNAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

const inGroups = (groups: BrandHostGroups, hostname: string, hostWithPort: string): boolean =>
  [...groups.test, ...groups.live].some((entry) => {
    const listed = entry.toLowerCase();
    return listed === hostname || listed === hostWithPort;
  });

/**
 * Theme from host name (spec §1): a listed host gets its brand; localhost picks by port; an unknown host
 * whose name contains the women's brand word gets the women's theme; any other host the main theme.
 */
export const brandForHost = (hostname: string, port: string, rules: BrandHostRules): BrandId => {
  const host = hostname.toLowerCase();
  const hostWithPort = port ? `${host}:${port}` : host;
  if (inGroups(rules.hostGroups.women, host, hostWithPort)) return 'women';
  if (inGroups(rules.hostGroups.main, host, hostWithPort)) return 'main';
  if (LOCAL_HOSTNAMES.has(host)) return LOCAL_BRAND_PORTS.get(port) ?? 'main';
  const word = rules.womenHostWord.trim().toLowerCase();
  return word !== '' && host.includes(word) ? 'women' : 'main';
};

/**
 * Where the other brand's app is for a patient on this host: a host of its listed in the same group (test
 * or live) as this one, the same host name first (localhost keeps localhost); null when none is listed.
 * The local ports are those of spec §1 when the lists name none.
 */
export const brandHost = (target: BrandId, hostname: string, port: string, groups: Readonly<Record<BrandId, BrandHostGroups>>): string | null => {
  const host = hostname.toLowerCase();
  const hostWithPort = port ? `${host}:${port}` : host;
  const here = (['test', 'live'] as const).find((group) =>
    [...groups.main[group], ...groups.women[group]].some((entry) => [host, hostWithPort].includes(entry.toLowerCase())),
  );
  const candidates = here ? groups[target][here] : [];
  const sameName = candidates.find((entry) => entry.toLowerCase().split(':')[0] === host);
  if (sameName ?? candidates[0]) return (sameName ?? candidates[0])!.toLowerCase();
  if (!LOCAL_HOSTNAMES.has(host)) return null;
  const localPort = [...LOCAL_BRAND_PORTS].find(([, brand]) => brand === target)?.[0];
  return localPort ? `${host}:${localPort}` : null;
};
