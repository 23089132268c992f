import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Files the page names so they download with it, and the frame it draws before the app runs (markup the build wrote). */
export interface PageFiles {
  readonly scripts: readonly string[];
  readonly styles: readonly string[];
  readonly frame?: string;
}

/** What the build writes to patient-area-head.json (scripts/patient-area-head-build.ts). */
export interface PatientAreaHead {
  /** The early script that starts a signed-in patient's GET /me. */
  readonly script: string;
  /** The patient area's paths start so. */
  readonly prefix: string;
  /** The code every page of the area loads (its layout and stores), and the area's frame. */
  readonly area: PageFiles & { readonly frame: string };
  /** The code of single pages, by path. */
  readonly pages: Readonly<Record<string, PageFiles>>;
}

const isFileList = (value: unknown): value is readonly string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string' && /^\/[\w./-]+$/.test(item));
const isPageFiles = (value: unknown): value is PageFiles =>
  typeof value === 'object' &&
  value !== null &&
  isFileList((value as PageFiles).scripts) &&
  isFileList((value as PageFiles).styles) &&
  ['string', 'undefined'].includes(typeof (value as PageFiles).frame);

/** The build's patient-area head, or null for a build without one (the page then works as before, only later). */
export const readPatientAreaHead = (appDir: string): PatientAreaHead | null => {
  const file = join(appDir, 'patient-area-head.json');
  if (!existsSync(file)) return null;
  const head = JSON.parse(readFileSync(file, 'utf8')) as Partial<PatientAreaHead>;
  const valid =
    typeof head.script === 'string' &&
    typeof head.prefix === 'string' &&
    isPageFiles(head.area) &&
    typeof head.area.frame === 'string' &&
    typeof head.pages === 'object' &&
    head.pages !== null &&
    Object.values(head.pages).every(isPageFiles);
  if (!valid) throw new Error(`${file} is not what the build writes`);
  return head as PatientAreaHead;
};

const escapeAttribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/** The built page's loading screen, which the area's frame replaces (ui/index.html marks it). */
const LOADING_SCREEN = /<!-- loading-screen -->[\s\S]*<!-- \/loading-screen -->/;

const linksTo = ({ scripts, styles }: PageFiles) => [
  ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`),
  // Styles are fetched before scripts at equal rank: low, so that they do not take the connections the app's
  // own scripts need first (six per host on HTTP/1.1); they are needed only once those have run. With
  // `crossorigin`, as the stylesheet link Vite adds when the code is imported, which then takes this copy
  // rather than asking again (without it, each came twice: 0.8 s later layout on slow 4G, measured).
  ...styles.map((file) => `<link rel="preload" as="style" crossorigin href="${file}" fetchpriority="low">`),
];

/**
 * A patient-area page with its frame, its early script and its code (issue 23). The frame takes the loading
 * screen's place: the first paint is the area's header and page, drawn by the app's first styles, with the
 * dashboard's title waiting for the greeting the early script writes from its GET /me. The script goes
 * before the app's module script: deferred, it runs after the page is read and before the app, so the app
 * finds what it started. The code's links go at the end of the head, after the app's own scripts and
 * styles, which still download first, beside the early script's call. Other pages stay as they are.
 */
export const withPatientAreaHead = (html: string, head: PatientAreaHead, path: string, apiBase: string): string => {
  if (!path.startsWith(head.prefix)) return html;
  const page = head.pages[path.replace(/\/+$/, '')];
  const script = `<script src="${head.script}" data-api-base="${escapeAttribute(apiBase)}" defer fetchpriority="high"></script>`;
  const links = [...linksTo(head.area), ...(page ? linksTo(page) : [])].join('');
  return html
    .replace('<script type="module"', `${script}<script type="module"`)
    .replace('</head>', `${links}</head>`)
    .replace(LOADING_SCREEN, () => page?.frame ?? head.area.frame);
};
