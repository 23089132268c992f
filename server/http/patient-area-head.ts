import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Code files, by their address. */
export interface CodeFiles {
  readonly scripts: readonly string[];
  readonly styles: readonly string[];
}

/**
 * The code a page's early script preloads for a signed-in patient; the code the page loads once it is drawn
 * (the dashboard's list), preloaded after it; and the frame the page draws before the app runs (markup the build wrote).
 */
export interface PageFiles extends CodeFiles {
  readonly later?: CodeFiles;
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
  Array.isArray(value) && value.every((item) => typeof item === 'string' && /^\/[\w-][\w./-]*$/.test(item));
const isCodeFiles = (value: unknown): value is CodeFiles =>
  typeof value === 'object' && value !== null && isFileList((value as CodeFiles).scripts) && isFileList((value as CodeFiles).styles);
const isPageFiles = (value: unknown): value is PageFiles =>
  isCodeFiles(value) &&
  ((value as PageFiles).later === undefined || isCodeFiles((value as PageFiles).later)) &&
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

/** Styles first: the code of a lazily loaded page is run once its styles are in. */
const inOrder = (files: CodeFiles) => [...files.styles, ...files.scripts];

/**
 * A patient-area page with its frame and its early script (issue 23). The frame takes the loading screen's
 * place: the first paint is the area's header and page, drawn by the app's first styles, with the
 * dashboard's title waiting for the greeting the early script writes from its GET /me. The script is
 * async, so it starts /me as soon as it arrives rather than once the page's styles are in; it stands
 * before the app's module script, among the head's first six requests (scripts/head-order.ts), and the app
 * takes what it started, or asks itself on the rare visit where it runs first. It names the code of the
 * area and of the page, and the page's later code, which it preloads once /me is asked
 * (ui/early/area-code-preload.ts): on HTTP/1.1's six connections, links to them in the head went before /me
 * and held it back a round trip (0.55 s on slow 4G, measured), and a visitor without a session, whom the
 * app sends to sign in, needs none of it. Other pages stay as they are.
 */
export const withPatientAreaHead = (html: string, head: PatientAreaHead, path: string, apiBase: string): string => {
  if (!path.startsWith(head.prefix)) return html;
  const page = head.pages[path.replace(/\/+$/, '')];
  const attribute = (name: string, files: readonly string[]) => (files.length > 0 ? ` data-${name}="${escapeAttribute(files.join(' '))}"` : '');
  const code = attribute('code', [...inOrder(head.area), ...(page ? inOrder(page) : [])]);
  const later = attribute('later', page?.later ? inOrder(page.later) : []);
  const script = `<script src="${head.script}" data-api-base="${escapeAttribute(apiBase)}"${code}${later} async fetchpriority="high"></script>`;
  return html.replace('<script type="module"', `${script}<script type="module"`).replace(LOADING_SCREEN, () => page?.frame ?? head.area.frame);
};
