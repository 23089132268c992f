/**
 * `npm run step-timing`: the registration flow's step transitions at 4x CPU throttling (issue 10, Speed:
 * no task over 50 ms). Builds nothing: serves the build in dist/ (or `--dist <dir>`) with the reference
 * backend, walks the flow in Chromium from an entry page (`--entry`, /weightloss by default) and traces
 * each transition, from the click that leaves a screen until the next one shows and its calls are done.
 * Prints the longest main-thread task of each and what took most of it; fails when one is over the budget.
 * `--profile` also says what that task did: its time by kind of work, and the functions it ran most (a CPU
 * profile's samples; build with `--minify false` for readable names). Sampling slows the page: read those
 * runs for the breakdown, not against the budget.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { Page } from '@playwright/test';
import { startReferenceServer } from '../server/reference-server';
import { launchChromium } from './browser';
import { walkRegistration } from './registration-walk';
import { functionsDuring, longestMainThreadTask, type CpuProfile, type FunctionTime, type LongestTask, type TraceEvent } from './trace-tasks';

const BUDGET_MS = 50;
const TRACE_CATEGORIES = ['__metadata', 'toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute'];

const { values: options } = parseArgs({
  options: {
    dist: { type: 'string', default: 'dist' },
    entry: { type: 'string', default: '/weightloss' },
    'cpu-slowdown': { type: 'string', default: '4' },
    profile: { type: 'boolean', default: false },
  },
});

/** Resolves once no request of the page has been in flight for `quietMs` (at most `capMs`): the screen's own calls are done. */
const networkQuiet = (page: Page, quietMs = 300, capMs = 10_000) => {
  let inFlight = 0;
  let lastChange = Date.now();
  const change = (delta: number) => () => {
    inFlight += delta;
    lastChange = Date.now();
  };
  const [started, finished, failed] = [change(1), change(-1), change(-1)];
  page.on('request', started);
  page.on('requestfinished', finished);
  page.on('requestfailed', failed);
  return async () => {
    const giveUp = Date.now() + capMs;
    while (Date.now() < giveUp && (inFlight > 0 || Date.now() - lastChange < quietMs)) await new Promise((done) => setTimeout(done, 50));
    page.off('request', started);
    page.off('requestfinished', finished);
    page.off('requestfailed', failed);
  };
};

/** With `--profile`: the longest task's time by kind of work, and the functions it spent it in. */
const breakdown = (longest: LongestTask, profile: CpuProfile): string => {
  const listed = (functions: readonly FunctionTime[]) => functions.map(({ name, ms }) => `${ms.toFixed(1).padStart(6)} ms  ${name}`).join('\n                ');
  const { self, total } = functionsDuring(profile, longest.start, longest.end);
  const parts = longest.parts.filter(({ ms }) => ms >= 1).map(({ name, ms }) => `${name} ${ms.toFixed(1)}`);
  return `      parts:    ${parts.join(', ')}\n      self:     ${listed(self)}\n      total:    ${listed(total)}`;
};

const server = await startReferenceServer({ dataDir: null, ports: [0], appDir: resolve(options.dist), log: () => undefined });
const browser = await launchChromium();
const rows: { label: string; longest: LongestTask | null }[] = [];
try {
  const page = await browser.newPage();
  const rate = Number(options['cpu-slowdown']);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  if (options.profile) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  }
  console.log(`Registration step transitions at ${rate}x CPU throttling, from ${options.entry} (budget: no task over ${BUDGET_MS} ms)\n`);

  await walkRegistration(page, `http://127.0.0.1:${server.ports[0]}${options.entry}`, async (label, act, arrived) => {
    const settled = networkQuiet(page);
    // The profiler starts before the trace and stops after it: its own work is no task of the transition.
    if (options.profile) await cdp.send('Profiler.start');
    await browser.startTracing(undefined, { categories: TRACE_CATEGORIES });
    await act();
    await arrived();
    await settled();
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
    const profile = options.profile ? ((await cdp.send('Profiler.stop')).profile as CpuProfile) : null;
    const longest = longestMainThreadTask(trace.traceEvents);
    rows.push({ label, longest });
    const verdict = longest === null ? '? no task traced' : longest.ms <= BUDGET_MS ? '✓ within 50 ms' : '✗ over 50 ms';
    console.log(`  ${(longest?.ms.toFixed(1) ?? '–').padStart(7)} ms  ${verdict.padEnd(16)} ${label.padEnd(46)} ${longest?.spentOn ?? ''}`);
    if (profile && longest) console.log(breakdown(longest, profile));
  });

  const over = rows.filter((row) => row.longest === null || row.longest.ms > BUDGET_MS);
  const worst = Math.max(...rows.map((row) => row.longest?.ms ?? 0));
  console.log(`\n  ${rows.length} transitions, longest task ${worst.toFixed(1)} ms, ${over.length} over ${BUDGET_MS} ms (or not traced)`);
  process.exitCode = over.length > 0 ? 1 : 0;
} finally {
  await browser.close();
  await server.close();
}
