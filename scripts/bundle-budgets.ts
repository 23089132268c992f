import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { MIN_BYTES } from './precompress-assets';

/** Issue 10's speed budgets, in KB of gzip (level 9). */
export const BUDGET_KB = { firstLoadJs: 150, firstLoadCss: 40, chunk: 120 } as const;

/**
 * The scripts and stylesheets a signed-in patient's dashboard loads until its first treatment card shows
 * (issue 23): the browser's work for each file, not their bytes, was most of what the dashboard did after
 * its first paint. 44 before the code it loads after its page was one chunk (vite.config.ts, 'dashboard'); 21 since.
 */
export const DASHBOARD_FILES_BUDGET = 30;

export interface AssetSize {
  /** As the browser asks for it: `/assets/index-abc123.js`. */
  readonly path: string;
  readonly kind: 'js' | 'css';
  readonly raw: number;
  readonly gzip: number;
  readonly holdsIconData: boolean;
}

/** Blueprint's lazily loaded icon paths (`icon="name"` given as a string). */
const ICON_PATHS_FILE = /(^|\/)(paths|allPaths|allPathsLoader|splitPathsBySizeLoader)-[\w-]+\.js$/;
/**
 * Names of icons this app never shows: all of them together in one file means Blueprint's table of icon
 * names or paths is in it (see blueprint-icon-names.ts for why that table must stay out of the first load).
 */
const RARE_ICON_NAMES = ['add-column-left', 'graph-remove', 'heat-grid', 'satellite', 'tractor'].map((name) => new RegExp(`[\`'"]${name}[\`'"]`));

export const holdsIconData = (path: string, text: string): boolean => ICON_PATHS_FILE.test(path) || RARE_ICON_NAMES.every((name) => name.test(text));

export const assetSize = (dist: string, path: string): AssetSize => {
  const bytes = readFileSync(join(dist, path));
  return {
    path,
    kind: path.endsWith('.css') ? 'css' : 'js',
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    holdsIconData: holdsIconData(path, bytes.toString('utf8')),
  };
};

/** Every script and stylesheet of the build (not their precompressed copies). */
export const buildAssets = (dist: string): AssetSize[] =>
  readdirSync(join(dist, 'assets'))
    .filter((name) => /\.(js|css)$/.test(name))
    .sort()
    .map((name) => assetSize(dist, `/assets/${name}`));

const kb = (bytes: number) => bytes / 1024;
const total = (assets: readonly AssetSize[], kind: AssetSize['kind']) =>
  kb(assets.filter((asset) => asset.kind === kind).reduce((sum, asset) => sum + asset.gzip, 0));

export interface BudgetReport {
  readonly firstLoadJsKb: number;
  readonly firstLoadCssKb: number;
  readonly problems: readonly string[];
}

/**
 * The first visit to /login within 150 KB of JS and 40 KB of CSS with no icon data; every script loaded
 * later (a route's own chunk, a lazily loaded library) within 120 KB. What the first visit loads is held
 * to the first-load budget instead.
 */
export const checkBudgets = (firstLoad: readonly AssetSize[], all: readonly AssetSize[]): BudgetReport => {
  const loadedFirst = new Set(firstLoad.map((asset) => asset.path));
  const firstLoadJsKb = total(firstLoad, 'js');
  const firstLoadCssKb = total(firstLoad, 'css');
  const fmt = (value: number) => value.toFixed(1);
  const problems = [
    ...firstLoad.filter((asset) => asset.holdsIconData).map((asset) => `Blueprint icon data is in the first load: ${asset.path}`),
    ...(firstLoadJsKb > BUDGET_KB.firstLoadJs ? [`first-load JS is over budget: ${fmt(firstLoadJsKb)} KB > ${BUDGET_KB.firstLoadJs} KB`] : []),
    ...(firstLoadCssKb > BUDGET_KB.firstLoadCss ? [`first-load CSS is over budget: ${fmt(firstLoadCssKb)} KB > ${BUDGET_KB.firstLoadCss} KB`] : []),
    ...all
      .filter((asset) => asset.kind === 'js' && !loadedFirst.has(asset.path) && kb(asset.gzip) > BUDGET_KB.chunk)
      .map((asset) => `chunk over budget: ${asset.path} ${fmt(kb(asset.gzip))} KB > ${BUDGET_KB.chunk} KB`),
  ];
  return { firstLoadJsKb, firstLoadCssKb, problems };
};

export interface Delivery {
  readonly path: string;
  readonly raw: number;
  /** The Content-Encoding and Cache-Control the server answered with ('' when absent). */
  readonly encoding: string;
  readonly cacheControl: string;
}

/**
 * A hashed asset of the first load arrives compressed (br or gzip; smaller files are sent as they are, see
 * precompress-assets.ts) and is kept for a year.
 */
export const deliveryProblems = (deliveries: readonly Delivery[]): string[] =>
  deliveries.flatMap((delivery) => [
    ...(delivery.raw >= MIN_BYTES && !['br', 'gzip'].includes(delivery.encoding) ? [`sent uncompressed: ${delivery.path}`] : []),
    ...(/\bmax-age=31536000\b/.test(delivery.cacheControl) && /\bimmutable\b/.test(delivery.cacheControl)
      ? []
      : [`not cached for a year: ${delivery.path} (Cache-Control: ${delivery.cacheControl || 'none'})`]),
  ]);
