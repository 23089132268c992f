import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

/** Debian's Chromium (see STACK.md); on a laptop with Playwright's own browsers, leave it unset. */
const chromiumPath = process.env.PLAYWRIGHT_CHROMIUM_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

/** The spec's local ports by default; other ports let two runs share a machine (config.json follows). */
export const E2E_PORTS = { main: Number(process.env.E2E_MAIN_PORT ?? 3000), women: Number(process.env.E2E_WOMEN_PORT ?? 8000) };
/** A second backend for the tests that move the calendar (tests/e2e/support/brands.ts CLOCK_BRANDS): its clock is its own. */
export const E2E_CLOCK_PORTS = { main: E2E_PORTS.main + 100, women: E2E_PORTS.women + 100 };

/**
 * The production identity (tests/e2e/cognito-identity.spec.ts): the Cognito emulator and a backend in the
 * 'cognito' identity mode serving the app with a config.json that names it (scripts/start-cognito.ts).
 */
export const E2E_COGNITO_PORTS = { main: E2E_PORTS.main + 200, women: E2E_PORTS.women + 200, cognito: E2E_PORTS.main + 6300 };
/** Tokens this short make Amplify refresh within a test; the backend refuses them once expired. */
export const E2E_COGNITO_TOKEN_SECONDS = 15;

const cognitoStack = ({ main, women, cognito }: typeof E2E_COGNITO_PORTS) => ({
  command:
    `node --import tsx scripts/start-cognito.ts --reset --cognito-port ${cognito} --cognito-dir .data/e2e-cognito-${main}/cognito --token-seconds ${E2E_COGNITO_TOKEN_SECONDS}` +
    ` -- --data-dir .data/e2e-cognito-${main}/server --reset --validate-responses --billing-every 0 --rate-limit-scale 50 --main-port ${main} --women-port ${women}`,
  url: `http://localhost:${main}/config.json`,
  reuseExistingServer: false,
  timeout: 60_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
});

/**
 * The built app and the reference backend on two ports, from an empty database, with the operator routes;
 * the whole run's patients come from 127.0.0.1, hence rate limits fifty times a household's.
 */
const backendOn = (ports: { main: number; women: number }) => ({
  command: `node --import tsx server/main.ts --data-dir .data/e2e-${ports.main} --reset --validate-responses --ops --billing-every 0 --rate-limit-scale 50 --main-port ${ports.main} --women-port ${ports.women}`,
  url: `http://localhost:${ports.main}/config.json`,
  reuseExistingServer: false,
  timeout: 60_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
});

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    trace: 'off',
    screenshot: 'only-on-failure',
    // The app's service worker would answer the page's requests before page.route() sees them: only
    // service-worker.spec.ts lets it run.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: chromiumPath,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  // The spec's local ports for most tests; the clock tests' backend beside it; the Cognito configuration's.
  webServer: [backendOn(E2E_PORTS), backendOn(E2E_CLOCK_PORTS), cognitoStack(E2E_COGNITO_PORTS)],
});
