import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { cognitoPoolOf } from './identity/cognito-options';
import { cognitoEndpointOf, type CognitoPool } from './identity/cognito-pool';
import { envSigningKeys } from './identity/env-signing-keys';
import { startReferenceServer } from './reference-server';

const { values } = parseArgs({
  options: {
    'data-dir': { type: 'string', default: process.env.DATA_DIR ?? '.data/server' },
    'main-port': { type: 'string', default: process.env.MAIN_PORT ?? '3000' },
    'women-port': { type: 'string', default: process.env.WOMEN_PORT ?? '8000' },
    // Each brand's public origin, for the links its mail carries (never taken from a Host header).
    'main-origin': { type: 'string', default: process.env.MAIN_ORIGIN },
    'women-origin': { type: 'string', default: process.env.WOMEN_ORIGIN },
    'app-dir': { type: 'string', default: 'dist' },
    'validate-responses': { type: 'boolean', default: process.env.VALIDATE_RESPONSES === '1' },
    reset: { type: 'boolean', default: false },
    // Multiplies every rate limit: test runs make many patients from 127.0.0.1 (README lists the limits).
    'rate-limit-scale': { type: 'string', default: process.env.RATE_LIMIT_SCALE ?? '1' },
    // Operator routes (the care team, the pharmacy, the clock, faults) for tests and demos.
    ops: { type: 'boolean', default: process.env.REFERENCE_OPS === '1' },
    // Minutes between billing runs at the twin's now; 0 bills only when an operator asks (tests).
    'billing-every': { type: 'string', default: process.env.BILLING_EVERY_MINUTES ?? '60' },
    // local (the default) or cognito: trust a Cognito user pool's ID tokens instead of this server's own.
    identity: { type: 'string', default: process.env.IDENTITY },
    'cognito-region': { type: 'string', default: process.env.COGNITO_REGION },
    'cognito-user-pool-id': { type: 'string', default: process.env.COGNITO_USER_POOL_ID },
    'cognito-client-id': { type: 'string', default: process.env.COGNITO_CLIENT_ID },
    'cognito-endpoint': { type: 'string', default: process.env.COGNITO_ENDPOINT },
    'cognito-auth-flow': { type: 'string', default: process.env.COGNITO_AUTH_FLOW },
  },
});

/** A refusal to start says why in one line, without a stack. */
const refuseToStart = (error: unknown): never => {
  console.error(`[server] cannot start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
};

const identityOf = (): CognitoPool | null => {
  try {
    return cognitoPoolOf(values);
  } catch (error) {
    return refuseToStart(error);
  }
};
const cognitoPool = identityOf();

const dataDir = resolve(values['data-dir']);
// --reset starts from an empty database, seeded afresh.
if (values.reset) rmSync(dataDir, { recursive: true, force: true });

const mainPort = Number(values['main-port']);
const womenPort = Number(values['women-port']);
const localHosts = (port: number) => [`localhost:${port}`, `127.0.0.1:${port}`];

const server = await startReferenceServer({
  dataDir,
  ports: [mainPort, womenPort],
  sites: [
    { brand: 'main', origin: values['main-origin'] ?? `http://localhost:${mainPort}` },
    { brand: 'women', origin: values['women-origin'] ?? `http://localhost:${womenPort}` },
  ],
  // Each brand's local hosts are listed in the config.json served: the app and the page the server writes
  // for each brand (server/http/brand-page.ts) both read them there.
  extraBrandHosts: { main: localHosts(mainPort), women: localHosts(womenPort) },
  appDir: resolve(values['app-dir']),
  validateResponses: values['validate-responses'],
  ops: values.ops,
  billingEveryMs: Number(values['billing-every']) * 60_000 || null,
  rateLimits: { scale: Number(values['rate-limit-scale']) },
  // The token-signing key from the environment when given, else its own file in the data folder.
  signingKeys: process.env.TOKEN_SIGNING_KEY ? envSigningKeys(process.env) : undefined,
  cognitoPool,
  // A data folder open to others, a bad key, a port in use.
}).catch(refuseToStart);
const [main, women] = server.ports;
console.log(`[server] main brand    http://localhost:${main}`);
console.log(`[server] women's brand http://localhost:${women}`);
console.log(`[server] API           ${server.apiBase()} (data in ${values['data-dir']})`);
if (cognitoPool) console.log(`[server] identity      the Cognito user pool ${cognitoPool.userPoolId} at ${cognitoEndpointOf(cognitoPool)}`);

const stop = async () => {
  await server.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
