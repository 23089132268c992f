/**
 * `npm run size`: builds the app, opens /login in Chromium against the reference backend, and prints the
 * gzip size of every script and stylesheet that first visit downloads, then of every script and stylesheet
 * of the build, then what a first visit to an entry page (/ed, /weightloss) downloads, and the files a signed-in
 * patient's dashboard asks for. Fails when Blueprint's icon data is in the first load or a budget of issue 10 is exceeded
 * (scripts/bundle-budgets.ts). `--no-build` measures the build in dist/ (npm test), `--dist <dir>` another;
 * `--by-source` builds the app once more, with each first-load package and app folder in a file of its own
 * (scripts/source-attribution.ts), and says what each weighs. `--identity cognito` measures the Cognito configuration: the backend in its
 * 'cognito' mode with the emulator (scripts/cognito-emulator), and fails if the first visit calls the user
 * pool (Amplify must load only when identity is first used).
 */
import { execSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { Browser } from '@playwright/test';
import { build, type Plugin, type UserConfig } from 'vite';
import viteConfig from '../vite.config';
import { startReferenceServer } from '../server/reference-server';
import { DEMO_ACCOUNTS } from '../server/seed/seed-demo-data';
import { launchChromium } from './browser';
import { startCognitoEmulator } from './cognito-emulator/cognito-emulator';
import { assetSize, BUDGET_KB, buildAssets, checkBudgets, DASHBOARD_FILES_BUDGET, deliveryProblems, type AssetSize, type Delivery } from './bundle-budgets';
import { firstLoadBySource, sourceChunkName } from './source-attribution';

const { values: options } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    dist: { type: 'string', default: 'dist' },
    'by-source': { type: 'boolean', default: false },
    identity: { type: 'string', default: 'local' },
  },
});
if (!['local', 'cognito'].includes(options.identity)) throw new Error(`--identity is local or cognito, not ${options.identity}`);
const dist = resolve(options.dist);

if (!options['no-build']) execSync(`npx vite build --logLevel warn --outDir ${JSON.stringify(dist)} --emptyOutDir`, { stdio: 'inherit' });

/**
 * The app's build with each first-load module in its source group's chunk, put before the project's groups,
 * into `outDir`. Without the compile hints, which mark chunks by name: those chunks are now split up.
 */
const buildBySource = async (outDir: string) => {
  const config = viteConfig as UserConfig;
  const output = config.build?.rolldownOptions?.output;
  if (!output || Array.isArray(output) || typeof output.codeSplitting !== 'object')
    throw new Error('vite.config.ts: no code-splitting groups to put the source groups before');
  // Each module in its own group's chunk: a group taking its modules' imports along would hold other packages.
  const bySource = { name: sourceChunkName, tags: ['$initial' as const], priority: 100, includeDependenciesRecursively: false };
  const groups = [bySource, ...(output.codeSplitting.groups ?? [])];
  await build({
    ...config,
    configFile: false,
    logLevel: 'warn',
    plugins: (config.plugins ?? []).filter((plugin) => (plugin as Plugin | null)?.name !== 'compile-hints'),
    build: {
      ...config.build,
      outDir,
      emptyOutDir: true,
      rolldownOptions: { ...config.build?.rolldownOptions, output: { ...output, codeSplitting: { ...output.codeSplitting, groups } } },
    },
  });
};

const BY_SOURCE_ROWS = 30;

/** Which packages and app folders the first-load scripts come from, beside the first load as built. */
const printBySource = async (firstLoadGzip: number) => {
  const outDir = mkdtempSync(join(tmpdir(), 'size-by-source-'));
  try {
    await buildBySource(outDir);
    const groups = firstLoadBySource(outDir);
    const total = groups.reduce((sum, row) => sum + row.gzip, 0);
    console.log(
      `\nWhere the first-load JS comes from: ${(total / 1024).toFixed(1)} KB gzip in a file per source (the build's first load: ${(firstLoadGzip / 1024).toFixed(1)} KB, compressed together):`,
    );
    const line = (gzip: number, what: string) => `  ${(gzip / 1024).toFixed(1).padStart(6)} KB gzip ${((100 * gzip) / total).toFixed(0).padStart(3)}%  ${what}`;
    for (const { group, gzip } of groups.slice(0, BY_SOURCE_ROWS)) console.log(line(gzip, group));
    const rest = groups.slice(BY_SOURCE_ROWS);
    if (rest.length > 0)
      console.log(
        line(
          rest.reduce((sum, row) => sum + row.gzip, 0),
          `${rest.length} smaller groups`,
        ),
      );
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
};

/** The entry pages measured besides /login: the main brand's, whose product lines differ in nothing the page downloads. */
const ENTRY_PATHS = ['/ed', '/weightloss'] as const;

/** What a page's scripts and stylesheets weigh: `JS 187.6 KB gzip, CSS 20.6 KB gzip (35 files)`. */
const downloads = (paths: Iterable<string>) => {
  const rows = [...paths].map((asset) => assetSize(dist, asset));
  const sum = (kind: 'js' | 'css') => rows.filter((row) => row.kind === kind).reduce((total, row) => total + row.gzip, 0) / 1024;
  return `JS ${sum('js').toFixed(1)} KB gzip, CSS ${sum('css').toFixed(1)} KB gzip (${rows.length} files)`;
};

/**
 * The scripts and stylesheets the dashboard asks for, the demo patient signed in through the login form in a
 * browser of its own; with the local identity only (the emulator's pool has no demo patient).
 */
const dashboardFilesOf = async (browser: Browser, origin: string): Promise<string[]> => {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  try {
    const signIn = await context.newPage();
    await signIn.goto(`${origin}/login`);
    await signIn.getByLabel('E-mail').fill(DEMO_ACCOUNTS.patient.email);
    await signIn.getByLabel('Password').fill(DEMO_ACCOUNTS.patient.password);
    await signIn.getByRole('button', { name: 'Sign in' }).click();
    await signIn.waitForURL(`${origin}/user/subscriptions`);
    const dashboard = await context.newPage();
    const files = new Set<string>();
    dashboard.on('request', (request) => {
      const url = new URL(request.url());
      if (/\.(js|css)$/.test(url.pathname)) files.add(url.pathname);
    });
    await dashboard.goto(`${origin}/user/subscriptions`, { waitUntil: 'networkidle' });
    await dashboard.locator('.subscription-card').first().waitFor();
    return [...files];
  } finally {
    await context.close();
  }
};

const cognitoDir = options.identity === 'cognito' ? mkdtempSync(join(tmpdir(), 'size-cognito-')) : null;
const emulator = cognitoDir ? await startCognitoEmulator({ dataDir: cognitoDir, port: 0, log: () => undefined }) : null;
const cognitoPool = emulator
  ? {
      region: emulator.region,
      userPoolId: emulator.userPoolId,
      userPoolClientId: emulator.userPoolClientId,
      endpoint: emulator.endpoint,
      authFlow: 'USER_PASSWORD_AUTH' as const,
    }
  : null;
const server = await startReferenceServer({ dataDir: null, ports: [0], appDir: dist, log: () => undefined, cognitoPool });
const browser = await launchChromium();
try {
  const page = await browser.newPage();
  const poolCalls: string[] = [];
  if (emulator) page.on('request', (request) => (request.url().startsWith(emulator.endpoint) ? poolCalls.push(request.url()) : undefined));
  const assets = new Set<string>();
  const sent = new Map<string, number>();
  const deliveries: Delivery[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (/\.(js|css)$/.test(url.pathname)) assets.add(url.pathname);
  });
  page.on('requestfinished', async (request) => {
    const path = new URL(request.url()).pathname;
    const response = await request.response();
    if (!/\.(js|css)$/.test(path) || !response) return;
    sent.set(path, (await request.sizes()).responseBodySize);
    const headers = await response.allHeaders();
    deliveries.push({ path, raw: assetSize(dist, path).raw, encoding: headers['content-encoding'] ?? '', cacheControl: headers['cache-control'] ?? '' });
  });
  await page.goto(`http://127.0.0.1:${server.ports[0]}/login`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Sign in' }).waitFor();

  const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(7);
  const line = (row: AssetSize, note: string) =>
    `  ${row.kind.padEnd(4)}${kb(row.gzip)} KB gzip ${kb(row.raw)} KB raw  ${note.padEnd(20)}${row.path}${row.holdsIconData ? '  (icon data)' : ''}`;

  const firstLoad = [...assets].sort().map((path) => assetSize(dist, path));
  console.log(`\nConfiguration: ${emulator ? `Cognito (user pool ${emulator.userPoolId} at ${emulator.endpoint})` : 'the local identity'}`);
  console.log('First visit to /login downloads (and what the server sent, compressed):');
  for (const row of firstLoad) console.log(line(row, sent.has(row.path) ? `${kb(sent.get(row.path) ?? 0)} KB sent` : ''));

  const all = buildAssets(dist);
  console.log(`\nEvery script and stylesheet of the build (each loaded later within ${BUDGET_KB.chunk} KB gzip):`);
  for (const row of [...all].sort((a, b) => b.gzip - a.gzip)) console.log(line(row, assets.has(row.path) ? 'first load' : 'loaded later'));

  const firstLoadScripts = firstLoad.filter((row) => row.kind === 'js');
  if (options['by-source']) await printBySource(firstLoadScripts.reduce((sum, row) => sum + row.gzip, 0));

  const report = checkBudgets(firstLoad, all);
  console.log(`\n  first-load JS  ${report.firstLoadJsKb.toFixed(1)} KB gzip (budget ${BUDGET_KB.firstLoadJs} KB)`);
  console.log(`  first-load CSS ${report.firstLoadCssKb.toFixed(1)} KB gzip (budget ${BUDGET_KB.firstLoadCss} KB)`);

  // An entry page is the other first visit: its own chunk, the registration's store code and, for its
  // price, the registration's use cases come on top of the app (measured for the record; /login holds the budget).
  console.log('\nFirst visit to an entry page (empty cache), until its price is shown:');
  for (const path of ENTRY_PATHS) {
    const context = await browser.newContext();
    const entryPage = await context.newPage();
    const loaded = new Set<string>();
    entryPage.on('request', (request) => {
      const url = new URL(request.url());
      if (/\.(js|css)$/.test(url.pathname)) loaded.add(url.pathname);
    });
    await entryPage.goto(`http://127.0.0.1:${server.ports[0]}${path}`, { waitUntil: 'networkidle' });
    await entryPage.getByRole('button', { name: 'Create account' }).waitFor();
    console.log(`  ${path.padEnd(12)} ${downloads(loaded)}`);
    await context.close();
  }
  const dashboardFiles = emulator ? null : await dashboardFilesOf(browser, `http://127.0.0.1:${server.ports[0]}`);
  if (dashboardFiles) {
    console.log("\nA signed-in patient's dashboard (the demo patient), until the first treatment card shows:");
    console.log(`  /user/subscriptions ${downloads(dashboardFiles)}, budget ${DASHBOARD_FILES_BUDGET} files`);
  }
  const problems = [
    ...report.problems,
    ...(dashboardFiles && dashboardFiles.length > DASHBOARD_FILES_BUDGET
      ? [`the dashboard loads ${dashboardFiles.length} files > ${DASHBOARD_FILES_BUDGET}`]
      : []),
    ...deliveryProblems(deliveries),
    ...(poolCalls.length > 0 ? [`the first visit called the user pool (Amplify loaded before identity was used): ${poolCalls.length} call(s)`] : []),
  ];
  for (const problem of problems) console.error(`  ✗ ${problem}`);
  process.exitCode = problems.length > 0 ? 1 : 0;
} finally {
  await browser.close();
  await server.close();
  await emulator?.close();
  if (cognitoDir) rmSync(cognitoDir, { recursive: true, force: true });
}
