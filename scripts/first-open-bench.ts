/**
 * `npm run bench:first-open -- [--runs 5] [--dist dist]`
 *
 * How long what loads its code when first opened takes to show: the menu's drawer (a phone's header) and
 * the bell's panel, from the click to the panel on screen, and Account Info from the menu's link (a wide
 * screen's) to its card on file, in a new visit of the dashboard each time (their code not loaded yet), at
 * 4x CPU on this machine's network. Prints the median of `--runs` visits and each visit's figure. Issue 23:
 * a first open took 300 ms more whatever the network, React holding back what replaced a Suspense fallback
 * (ui/components/use-open-when-loaded.ts; Account Info's payment method, ui/app/routes.tsx). A benchmark on the built app
 * (`npx vite build` first), not part of `npm test`; the load average is printed, since a busy machine slows
 * every figure.
 */
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { Page } from '@playwright/test';
import { launchChromium } from './browser';
import { startReferenceServer } from '../server/reference-server';
import { openDemoDashboard } from './demo-dashboard';

const { values: options } = parseArgs({ options: { runs: { type: 'string', default: '5' }, dist: { type: 'string', default: 'dist' } } });
const RUNS = Number(options.runs);
if (!Number.isInteger(RUNS) || RUNS < 1 || RUNS > 20) throw new Error('--runs takes a whole number from 1 to 20');
const CPU_SLOWDOWN = 4;
const PANEL = '.bp6-drawer, .bp6-dialog, [role=dialog]';
/** What is clicked, and what shows once it has opened; `wide`: at a wide screen's width, where the menu is a column. */
const FIRST_OPENS: Record<string, { readonly click: (page: Page) => ReturnType<Page['locator']>; readonly shown: string; readonly wide?: true }> = {
  "the menu's drawer": { click: (page) => page.locator('button.patient-menu-button'), shown: PANEL },
  "the bell's panel": { click: (page) => page.locator('button.notification-bell-button'), shown: PANEL },
  "Account Info's card": { click: (page) => page.getByRole('link', { name: 'Account Info' }).first(), shown: '.payment-method-card', wide: true },
};

/** Records, in the page, when something is clicked and when `shown` first shows (a string: it runs as written). */
const recorder = (shown: string) => `
  window.firstOpen = {};
  document.addEventListener('click', () => (window.firstOpen.click ??= performance.now()), true);
  new MutationObserver(() => {
    if (window.firstOpen.click !== undefined && window.firstOpen.shown === undefined && document.querySelector(${JSON.stringify(shown)})) {
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
    for (const [panel, { click, shown: what, wide }] of Object.entries(FIRST_OPENS)) {
      // A new context each time: the panel's code never loaded before.
      const { context, page } = await openDemoDashboard(browser, origin);
      if (wide) await page.setViewportSize({ width: 1280, height: 800 });
      await page.waitForLoadState('networkidle');
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      await page.evaluate(recorder(what));
      await click(page).click();
      await page.locator(what).first().waitFor();
      const shown = await page.evaluate(() => {
        const { click, shown } = (window as unknown as { firstOpen: { click: number; shown: number } }).firstOpen;
        return Math.round(shown - click);
      });
      (times[panel] ??= []).push(shown);
      await context.close();
    }
  }
  console.log(`A first open, click to shown, this machine's network and ${CPU_SLOWDOWN}x CPU, median of ${RUNS} visits (${options.dist})`);
  console.log(`  load average ${load.toFixed(1)} before, ${(loadavg()[0] ?? 0).toFixed(1)} after (on 2 cores)`);
  for (const [panel, values] of Object.entries(times)) {
    console.log(`  ${panel.padEnd(20)} ${median(values)} ms   (${values.join(', ')})`);
  }
} finally {
  await browser.close();
  await server.close();
}
