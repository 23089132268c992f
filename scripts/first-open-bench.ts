/**
 * `npm run bench:first-open -- [--runs 5] [--dist dist]`
 *
 * How long the panels that load their code when first opened take to show: the menu's drawer (a phone's
 * header) and the bell's panel, from the click to the panel on screen, in a new visit of the dashboard each
 * time (their code not loaded yet), at 4x CPU on this machine's network. Prints the median of `--runs`
 * visits and each visit's figure. Issue 23: a first open took 300 ms whatever the network, React holding back
 * what replaced a Suspense fallback (ui/components/use-open-when-loaded.ts). A benchmark on the built app
 * (`npx vite build` first), not part of `npm test`; the load average is printed, since a busy machine slows
 * every figure.
 */
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { launchChromium } from './browser';
import { startReferenceServer } from '../server/reference-server';
import { openDemoDashboard } from './demo-dashboard';

const { values: options } = parseArgs({ options: { runs: { type: 'string', default: '5' }, dist: { type: 'string', default: 'dist' } } });
const RUNS = Number(options.runs);
if (!Number.isInteger(RUNS) || RUNS < 1 || RUNS > 20) throw new Error('--runs takes a whole number from 1 to 20');
const CPU_SLOWDOWN = 4;
const PANELS = { "the menu's drawer": 'button.patient-menu-button', "the bell's panel": 'button.notification-bell-button' } as const;
const SHOWN = '.bp6-drawer, .bp6-dialog, [role=dialog]';

/** Records, in the page, when a button is clicked and when a panel first shows (a string: it runs as written). */
const RECORDER = `
  window.firstOpen = {};
  document.addEventListener('click', () => (window.firstOpen.click ??= performance.now()), true);
  new MutationObserver(() => {
    if (window.firstOpen.click !== undefined && window.firstOpen.shown === undefined && document.querySelector(${JSON.stringify(SHOWN)})) {
      window.firstOpen.shown = performance.now();
    }
  }).observe(document, { subtree: true, childList: true });
`;

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

const server = await startReferenceServer({ dataDir: null, ports: [0], appDir: resolve(options.dist), log: () => undefined });
const browser = await launchChromium();
try {
  const origin = `http://127.0.0.1:${server.ports[0]}`;
  const [load = 0] = loadavg();
  const times: Record<string, number[]> = {};
  for (let run = 0; run < RUNS; run += 1) {
    for (const [panel, button] of Object.entries(PANELS)) {
      // A new context each time: the panel's code never loaded before.
      const { context, page } = await openDemoDashboard(browser, origin);
      await page.waitForLoadState('networkidle');
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      await page.evaluate(RECORDER);
      await page.locator(button).click();
      await page.locator(SHOWN).first().waitFor();
      const shown = await page.evaluate(() => {
        const { click, shown } = (window as unknown as { firstOpen: { click: number; shown: number } }).firstOpen;
        return Math.round(shown - click);
      });
      (times[panel] ??= []).push(shown);
      await context.close();
    }
  }
  console.log(`A panel's first open, click to shown, this machine's network and ${CPU_SLOWDOWN}x CPU, median of ${RUNS} visits (${options.dist})`);
  console.log(`  load average ${load.toFixed(1)} before, ${(loadavg()[0] ?? 0).toFixed(1)} after (on 2 cores)`);
  for (const [panel, values] of Object.entries(times)) {
    console.log(`  ${panel.padEnd(18)} ${median(values)} ms   (${values.join(', ')})`);
  }
} finally {
  await browser.close();
  await server.close();
}
