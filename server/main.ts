import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { startReferenceServer } from './reference-server';

const { values } = parseArgs({
  options: {
    'data-dir': { type: 'string', default: process.env.DATA_DIR ?? '.data/server' },
    'main-port': { type: 'string', default: process.env.MAIN_PORT ?? '3000' },
    'women-port': { type: 'string', default: process.env.WOMEN_PORT ?? '8000' },
    'app-dir': { type: 'string', default: 'dist' },
    'validate-responses': { type: 'boolean', default: process.env.VALIDATE_RESPONSES === '1' },
    reset: { type: 'boolean', default: false },
    // Operator routes (the care team, the pharmacy, the clock, faults) for tests and demos.
    ops: { type: 'boolean', default: process.env.REFERENCE_OPS === '1' },
    // Minutes between billing runs at the twin's now; 0 bills only when an operator asks (tests).
    'billing-every': { type: 'string', default: process.env.BILLING_EVERY_MINUTES ?? '60' },
  },
});

const dataDir = resolve(values['data-dir']);
// --reset starts from an empty database, seeded afresh.
if (values.reset) rmSync(dataDir, { recursive: true, force: true });

const mainPort = Number(values['main-port']);
const womenPort = Number(values['women-port']);
const localHosts = (port: number) => [`localhost:${port}`, `127.0.0.1:${port}`];

const server = await startReferenceServer({
  dataDir,
  ports: [mainPort, womenPort],
  // Each brand's local hosts are listed in the config.json served: the app and the page the server writes
  // for each brand (server/http/brand-page.ts) both read them there.
  extraBrandHosts: { main: localHosts(mainPort), women: localHosts(womenPort) },
  appDir: resolve(values['app-dir']),
  validateResponses: values['validate-responses'],
  ops: values.ops,
  billingEveryMs: Number(values['billing-every']) * 60_000 || null,
});
const [main, women] = server.ports;
console.log(`[server] main brand    http://localhost:${main}`);
console.log(`[server] women's brand http://localhost:${women}`);
console.log(`[server] API           ${server.apiBase()} (data in ${values['data-dir']})`);

const stop = async () => {
  await server.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
