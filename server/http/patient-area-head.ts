import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Files the page names so they download with it. */
export interface PageFiles {
  readonly scripts: readonly string[];
  readonly styles: readonly string[];
}

/** What the build writes to patient-area-head.json (scripts/patient-area-head-build.ts). */
export interface PatientAreaHead {
  /** The early script that starts a signed-in patient's GET /me. */
  readonly script: string;
  /** The patient area's paths start so. */
  readonly prefix: string;
  /** The code every page of the area loads: its layout and stores. */
  readonly area: PageFiles;
  /** The code of single pages, by path. */
  readonly pages: Readonly<Record<string, PageFiles>>;
}

const isFileList = (value: unknown): value is readonly string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string' && /^\/[\w./-]+$/.test(item));
const isPageFiles = (value: unknown): value is PageFiles =>
  typeof value === 'object' && value !== null && isFileList((value as PageFiles).scripts) && isFileList((value as PageFiles).styles);

/** The build's patient-area head, or null for a build without one (the page then works as before, only later). */
export const readPatientAreaHead = (appDir: string): PatientAreaHead | null => {
  const file = join(appDir, 'patient-area-head.json');
  if (!existsSync(file)) return null;
  const head = JSON.parse(readFileSync(file, 'utf8')) as Partial<PatientAreaHead>;
  const valid =
    typeof head.script === 'string' &&
    typeof head.prefix === 'string' &&
    isPageFiles(head.area) &&
    typeof head.pages === 'object' &&
    head.pages !== null &&
    Object.values(head.pages).every(isPageFiles);
  if (!valid) throw new Error(`${file} is not what the build writes`);
  return head as PatientAreaHead;
};

const escapeAttribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

const linksTo = ({ scripts, styles }: PageFiles) => [
  ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`),
  // Styles are fetched before scripts at equal rank: low, so that they do not take the connections the app's
  // own scripts need first (six per host on HTTP/1.1); they are needed only once those have run.
  ...styles.map((file) => `<link rel="preload" as="style" href="${file}" fetchpriority="low">`),
];

/**
 * A patient-area page with its early script and its code. The script goes before the app's module script:
 * deferred, it runs after the page is read and before the app, so the app finds what it started. The
 * code's links go at the end of the head, after the app's own scripts and styles, which still download
 * first. Other pages stay as they are.
 */
export const withPatientAreaHead = (html: string, head: PatientAreaHead, path: string, apiBase: string): string => {
  if (!path.startsWith(head.prefix)) return html;
  const page = head.pages[path.replace(/\/+$/, '')];
  const script = `<script src="${head.script}" data-api-base="${escapeAttribute(apiBase)}" defer fetchpriority="high"></script>`;
  const links = [...linksTo(head.area), ...(page ? linksTo(page) : [])].join('');
  return html.replace('<script type="module"', `${script}<script type="module"`).replace('</head>', `${links}</head>`);
};
