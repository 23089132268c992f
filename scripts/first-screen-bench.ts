/**
 * `npm run bench:first-screen -- [--runs 5] [--dist dist]`
 *
 * What a signed-in patient sees of the dashboard, and when, on Lighthouse's mobile profile applied rather
 * than simulated: Chromium's own network shaping (slow 4G as Lighthouse's devtools throttling sets it:
 * 562.5 ms a request, 1.44 Mbit/s down) and a 4x slower CPU, the HTTP cache off. Lighthouse's simulation
 * (`npm run lighthouse`) replays the page's requests as they happened on this machine, where every file
 * arrives in a few milliseconds, and so counts the app's scripts as needed for any paint they arrived
 * before; this shows the paints that need none of them (issue 23: the server's frame and the early
 * greeting). Prints the median of `--runs` visits: the first paint, the greeting, the app's own layout
 * (its menu button) and the first treatment card, each in ms after the navigation started. A benchmark
 * on the built app (`npx vite build` first), not part of `npm test`; the load average is printed, since
 * a busy machine slows every figure. `--fast-network` leaves the network as this machine has it (a patient on
 * Wi-Fi or broadband, 4x CPU still): there the code arrives in milliseconds, and what holds a screen back is
 * the page's own work and React's pauses (issue 23: 300 ms after a Suspense fallback).
 */
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { launchChromium } from './browser';
import { startReferenceServer } from '../server/reference-server';
import { openDemoDashboard } from './demo-dashboard';

const { values: options } = parseArgs({
  options: { runs: { type: 'string', default: '5' }, dist: { type: 'string', default: 'dist' }, 'fast-network': { type: 'boolean', default: false } },
});
const RUNS = Number(options.runs);
if (!Number.isInteger(RUNS) || RUNS < 1 || RUNS > 20) throw new Error('--runs takes a whole number from 1 to 20');
/** Lighthouse's mobile profile as its devtools throttling applies it (its constants: throttling.mobileSlow4G). */
const SLOW_4G = { offline: false, latency: 562.5, downloadThroughput: (1474.56 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 };
const CPU_SLOWDOWN = 4;

/** The moments each visit records in the page (a string: it runs in the browser as written). */
const RECORDER = `
  window.firstScreen = {};
  new MutationObserver(() => {
    const seen = window.firstScreen;
    const now = () => Math.round(performance.now());
    const title = document.querySelector('#root h1:not([data-greeting])');
    if (!seen.greeting && title && title.textContent.trim() !== '') seen.greeting = now();
    if (!seen.layout && document.querySelector('button.patient-menu-button')) seen.layout = now();
    if (!seen.card && document.querySelector('.subscription-card .details-link')) seen.card = now();
  }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
`;
const MOMENTS = ['firstPaint', 'greeting', 'layout', 'card'] as const;
type Moments = Record<(typeof MOMENTS)[number], number>;

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

const server = await startReferenceServer({ dataDir: null, ports: [0], appDir: resolve(options.dist), log: () => undefined });
const browser = await launchChromium();
try {
  const origin = `http://127.0.0.1:${server.ports[0]}`;
  const { context, page } = await openDemoDashboard(browser, origin);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (!options['fast-network']) await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.addInitScript(RECORDER);
  const [load = 0] = loadavg();
  const visits: Moments[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    await page.goto(`${origin}/user/subscriptions`);
    await page.locator('.subscription-card .details-link').first().waitFor({ timeout: 60_000 });
    visits.push(
      await page.evaluate(() => {
        const seen = (window as unknown as { firstScreen: Partial<Moments> }).firstScreen;
        const firstPaint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
        return { firstPaint: Math.round(firstPaint), greeting: seen.greeting ?? NaN, layout: seen.layout ?? NaN, card: seen.card ?? NaN };
      }),
    );
  }
  const network = options['fast-network'] ? "this machine's network" : 'slow 4G';
  console.log(`The dashboard's first screen, ${network} and ${CPU_SLOWDOWN}x CPU applied, median of ${RUNS} visits (${options.dist})`);
  console.log(`  load average ${load.toFixed(1)} before, ${(loadavg()[0] ?? 0).toFixed(1)} after (on 2 cores)`);
  const labels: Record<(typeof MOMENTS)[number], string> = {
    firstPaint: 'first paint',
    greeting: 'greeting shown',
    layout: "the app's layout",
    card: 'first treatment card',
  };
  for (const moment of MOMENTS) {
    const times = visits.map((visit) => visit[moment]);
    console.log(`  ${labels[moment].padEnd(22)} ${(median(times) / 1000).toFixed(2)} s   (${times.map((time) => (time / 1000).toFixed(2)).join(', ')})`);
  }
} finally {
  await browser.close();
  await server.close();
}
