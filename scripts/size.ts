/**
 * `npm run size`: builds the app, opens /login in Chromium against the reference backend, and prints the
 * gzip size of every script and stylesheet that first visit downloads. Fails when Blueprint's icon data
 * is among them or a budget (issue 10: 150 KB JS, 40 KB CSS) is exceeded.
 */
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { startReferenceServer } from '../server/reference-server';
import { launchChromium } from './browser';

const BUDGET_KB = { js: 150, css: 40 };
const ICON_CHUNK = /(^|\/)(paths|allPaths|allPathsLoader|splitPathsBySizeLoader)-[\w-]+\.js$/;
const dist = resolve('dist');

if (!process.argv.includes('--no-build')) execSync('npx vite build --logLevel warn', { stdio: 'inherit' });

const server = await startReferenceServer({ dataDir: null, ports: [0], appDir: dist, log: () => undefined });
const browser = await launchChromium();
try {
  const page = await browser.newPage();
  const assets = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (/\.(js|css)$/.test(url.pathname)) assets.add(url.pathname);
  });
  await page.goto(`http://127.0.0.1:${server.ports[0]}/login`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Sign in' }).waitFor();

  const rows = [...assets].sort().map((path) => {
    const bytes = readFileSync(join(dist, path));
    return { path, kind: path.endsWith('.css') ? 'css' : 'js', raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  });
  const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(7);
  console.log('\nFirst visit to /login downloads:');
  for (const row of rows) console.log(`  ${row.kind.padEnd(4)}${kb(row.gzip)} KB gzip ${kb(row.raw)} KB raw  ${row.path}`);
  const total = (kind: string) => rows.filter((row) => row.kind === kind).reduce((sum, row) => sum + row.gzip, 0);
  const js = total('js') / 1024;
  const css = total('css') / 1024;
  console.log(`\n  JS  ${js.toFixed(1)} KB gzip (budget ${BUDGET_KB.js} KB)`);
  console.log(`  CSS ${css.toFixed(1)} KB gzip (budget ${BUDGET_KB.css} KB)`);

  const problems = [
    ...rows.filter((row) => ICON_CHUNK.test(row.path)).map((row) => `Blueprint icon data is in the first load: ${row.path}`),
    ...(js > BUDGET_KB.js ? [`JS is over budget: ${js.toFixed(1)} KB > ${BUDGET_KB.js} KB`] : []),
    ...(css > BUDGET_KB.css ? [`CSS is over budget: ${css.toFixed(1)} KB > ${BUDGET_KB.css} KB`] : []),
  ];
  for (const problem of problems) console.error(`  ✗ ${problem}`);
  process.exitCode = problems.length > 0 ? 1 : 0;
} finally {
  await browser.close();
  await server.close();
}
