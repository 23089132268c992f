/**
 * `npm run screenshots -- [--sign-in] [--port-main N --port-women N] <path> ...`: full-page screenshots of
 * each path for both brands at phone (390 px) and desktop (1280 px) widths, into reports/screenshots/.
 * Needs a running server with the built app (`npm start`, or `npm run server` after `npm run build`).
 * With --sign-in it signs in as the demo patient first (the main brand's demo account works on both).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { launchChromium } from './browser';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    'sign-in': { type: 'boolean', default: false },
    email: { type: 'string', default: 'demo.patient@vireo.example' },
    password: { type: 'string', default: 'DemoPatient1' },
    'port-main': { type: 'string', default: '3000' },
    'port-women': { type: 'string', default: '8000' },
    out: { type: 'string', default: 'reports/screenshots' },
  },
});

const paths = positionals.length > 0 ? positionals : ['/login'];
const brands = [
  { id: 'main', origin: `http://localhost:${values['port-main']}` },
  { id: 'women', origin: `http://localhost:${values['port-women']}` },
];
const widths = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
];
mkdirSync(values.out, { recursive: true });

const browser = await launchChromium();
try {
  for (const brand of brands) {
    for (const size of widths) {
      const page = await browser.newPage({ viewport: { width: size.width, height: size.height } });
      page.on('pageerror', (error) => console.error(`  page error on ${brand.id}: ${error.message}`));
      if (values['sign-in']) {
        await page.goto(`${brand.origin}/login`);
        await page.getByLabel('E-mail').fill(values.email);
        await page.getByLabel('Password').fill(values.password);
        await page.getByRole('button', { name: 'Sign in' }).click();
        await page.waitForURL(/\/user\//);
      }
      for (const path of paths) {
        await page.goto(`${brand.origin}${path}`, { waitUntil: 'networkidle' });
        const file = join(values.out, `${brand.id}-${size.name}${path.replaceAll('/', '_') || '_root'}.png`);
        await page.screenshot({ path: file, fullPage: true });
        console.log(file);
      }
      await page.close();
    }
  }
} finally {
  await browser.close();
}
