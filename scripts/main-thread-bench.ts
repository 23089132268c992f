/**
 * `npm run bench:main-thread -- [--runs 9] [--dist dist] [--dist <another build>]`
 *
 * Issue 23's ratio, the dashboard's main-thread work over /login's, measured steadily enough to compare
 * builds in one sitting. Lighthouse (`npm run lighthouse`) sums the same tasks' wall time once per run,
 * and on two shared cores that sum moves by a fifth between runs. Here each build serves its own
 * reference backend, and the visits take turns: /login signed out, then the demo patient's dashboard,
 * build after build, `--runs` times. Each visit is a first visit (HTTP cache, service worker and its
 * caches emptied) traced until a second after the network is quiet. Prints the medians of the main
 * thread's tasks: wall time, as Lighthouse counts it (unthrottled here), and CPU time, which leaves out
 * the waits for a core. Chromium is launched as Lighthouse's script launches it: with Playwright's flags
 * the same pages cost about half as much. A benchmark on built apps (`npx vite build` first), not part
 * of `npm test`.
 */
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { existsSync } from 'node:fs';
import puppeteer, { type Page } from 'puppeteer-core';
import { mainThreadTime, type MainThreadTime, type TraceEvent } from './trace-tasks';
import { startReferenceServer } from '../server/reference-server';
import { DEMO_ACCOUNTS } from '../server/seed/seed-demo-data';

const { values: options } = parseArgs({
  options: { runs: { type: 'string', default: '9' }, dist: { type: 'string', multiple: true, default: ['dist'] } },
});
const RUNS = Number(options.runs);
if (!Number.isInteger(RUNS) || RUNS < 1 || RUNS > 30) throw new Error('--runs takes a whole number from 1 to 30');
/** Lighthouse's mobile screen. */
const PHONE = { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
/** How long a visit is traced after the network has been quiet for half a second (no request). */
const QUIET_MS = 1000;
const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel', 'v8.execute'];

interface Build {
  readonly dist: string;
  readonly origin: string;
  readonly page: Page;
  /** The signed-in patient's local storage, put back before each dashboard visit. */
  readonly session: string;
  readonly close: () => Promise<void>;
}

const median = (values: readonly number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

const chromium = process.env.PLAYWRIGHT_CHROMIUM_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
if (!chromium) throw new Error("No Chromium: install Debian's chromium (scripts/ensure-chromium.sh) or set PLAYWRIGHT_CHROMIUM_PATH");
// Launched as scripts/lighthouse.ts launches it (Playwright's own flags change how much a page's load costs).
const browser = await puppeteer.launch({
  executablePath: chromium,
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});

const openBuild = async (dist: string): Promise<Build> => {
  const server = await startReferenceServer({ dataDir: null, ports: [0], appDir: resolve(dist), log: () => undefined });
  const origin = `http://127.0.0.1:${server.ports[0]}`;
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport(PHONE);
  await page.goto(`${origin}/login`, { waitUntil: 'networkidle0' });
  await page.locator('::-p-aria(E-mail)').fill(DEMO_ACCOUNTS.patient.email);
  await page.locator('::-p-aria(Password)').fill(DEMO_ACCOUNTS.patient.password);
  await page.locator('::-p-aria(Sign in[role="button"])').click();
  await page.waitForFunction(() => window.location.pathname === '/user/subscriptions', { timeout: 15_000 });
  const session = await page.evaluate(() => JSON.stringify(Object.entries(window.localStorage)));
  return { dist, origin, page, session, close: () => server.close() };
};

/** A first visit to `path`, traced until a second after the network is quiet; the main thread's time in tasks. */
const visit = async (build: Build, path: string, signedIn: boolean): Promise<MainThreadTime> => {
  const { page, origin } = build;
  // The origin's storage is set from a file of it that runs no script.
  await page.goto(`${origin}/config.json`);
  await page.evaluate(
    (session) => {
      window.localStorage.clear();
      if (session) for (const [key, value] of JSON.parse(session) as [string, string][]) window.localStorage.setItem(key, value);
    },
    signedIn ? build.session : null,
  );
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'service_workers,cache_storage' });
  await cdp.detach();
  await page.goto('about:blank');
  await page.tracing.start({ categories: TRACE_CATEGORIES });
  await page.goto(`${origin}${path}`, { waitUntil: 'networkidle0' });
  // What a page does once its requests are answered (renders, the worker's install) counts too.
  await new Promise((resolve) => setTimeout(resolve, QUIET_MS));
  const trace = JSON.parse(new TextDecoder().decode(await page.tracing.stop())) as { traceEvents: TraceEvent[] };
  // Left idle: another build's visit is traced next, and the trace holds every page of the browser.
  await page.goto('about:blank');
  return mainThreadTime(trace.traceEvents);
};

const loadAverage = () => loadavg()[0]?.toFixed(1) ?? '?';
const loadBefore = loadAverage();
const builds: Build[] = [];
try {
  for (const dist of options.dist) builds.push(await openBuild(dist));
  const times = builds.map(() => ({ login: [] as MainThreadTime[], dashboard: [] as MainThreadTime[] }));
  for (let run = 0; run < RUNS; run += 1) {
    for (const [index, build] of builds.entries()) {
      times[index]?.login.push(await visit(build, '/login', false));
      times[index]?.dashboard.push(await visit(build, '/user/subscriptions', true));
    }
  }
  console.log(`\nMain-thread time of a first visit, median of ${RUNS} (unthrottled; Lighthouse multiplies by 4)`);
  console.log(`  load average ${loadBefore} before, ${loadAverage()} after\n`);
  for (const [index, build] of builds.entries()) {
    const of = (visits: readonly MainThreadTime[], kind: keyof MainThreadTime) => median(visits.map((time) => time[kind]));
    const { login = [], dashboard = [] } = times[index] ?? {};
    const figures = (kind: keyof MainThreadTime) =>
      `/login ${of(login, kind).toFixed(0).padStart(4)} ms, dashboard ${of(dashboard, kind).toFixed(0).padStart(4)} ms, ratio ${(of(dashboard, kind) / of(login, kind)).toFixed(2)}`;
    console.log(`  ${build.dist}`);
    console.log(
      `    wall: ${figures('wallMs')}   (runs: /login ${login.map((time) => time.wallMs.toFixed(0)).join(', ')}; dashboard ${dashboard.map((time) => time.wallMs.toFixed(0)).join(', ')})`,
    );
    console.log(`    CPU:  ${figures('cpuMs')}`);
  }
} finally {
  await browser.close();
  for (const build of builds) await build.close();
}
