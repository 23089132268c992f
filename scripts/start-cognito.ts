/**
 * `npm run start:cognito`: the production identity, on this machine. Starts the Cognito emulator
 * (scripts/cognito-emulator) with its pool and app client, then the reference backend in the 'cognito'
 * identity mode serving the built app with a config.json that names the emulator, so sign-up (the code is
 * in the emulator's outbox), sign-in, refresh and sign-out go through Amplify as in production.
 *
 *   npm run start:cognito                          # emulator on 9229, app on 3000 and 8000
 *   npm run start:cognito -- --reset --token-seconds 60 -- --main-port 3200 --women-port 8200 --reset
 *
 * Options before `--` are the emulator's; what follows `--` goes to the backend (`npm run server`'s options).
 */
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { startCognitoEmulator } from './cognito-emulator/cognito-emulator';

const separator = process.argv.indexOf('--', 2);
const own = separator === -1 ? process.argv.slice(2) : process.argv.slice(2, separator);
const forBackend = separator === -1 ? [] : process.argv.slice(separator + 1);

const { values } = parseArgs({
  args: own,
  options: {
    'cognito-port': { type: 'string', default: process.env.COGNITO_PORT ?? '9229' },
    'cognito-dir': { type: 'string', default: '.data/cognito' },
    // Cognito's default is an hour; a short life shows Amplify refreshing (5 minutes is Cognito's least).
    'token-seconds': { type: 'string', default: '3600' },
    // Deletes the emulator's folder first: no users, a fresh pool (the backend's own --reset goes after `--`).
    reset: { type: 'boolean', default: false },
  },
});
const cognitoDir = resolve(values['cognito-dir']);
if (values.reset) rmSync(cognitoDir, { recursive: true, force: true });

const tokenLifetimeSeconds = Number(values['token-seconds']);
if (!Number.isInteger(tokenLifetimeSeconds) || tokenLifetimeSeconds < 5) {
  console.error(`[cognito] cannot start: --token-seconds is a whole number of seconds, 5 or more, not ${values['token-seconds']}`);
  process.exit(2);
}

const emulator = await startCognitoEmulator({ dataDir: cognitoDir, port: Number(values['cognito-port']), tokenLifetimeSeconds }).catch((error: unknown) => {
  console.error(`[cognito] cannot start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
console.log(`[cognito] user pool     ${emulator.userPoolId} at ${emulator.endpoint} (tokens live ${tokenLifetimeSeconds} s)`);
console.log(`[cognito] codes         ${emulator.outboxDir} (one file per e-mail sent)`);

// The backend's own data folder unless told otherwise: its identities are the pool's, not the local ones of .data/server.
const backend = spawn(
  process.execPath,
  [
    '--import',
    'tsx',
    'server/main.ts',
    '--data-dir',
    '.data/server-cognito',
    '--identity',
    'cognito',
    '--cognito-region',
    emulator.region,
    '--cognito-user-pool-id',
    emulator.userPoolId,
    '--cognito-client-id',
    emulator.userPoolClientId,
    '--cognito-endpoint',
    emulator.endpoint,
    // cognito-local has no SRP: the app signs in with the password flow, said in config.json (README).
    '--cognito-auth-flow',
    'USER_PASSWORD_AUTH',
    ...forBackend,
  ],
  { stdio: 'inherit' },
);

const stop = (signal: NodeJS.Signals) => {
  backend.kill(signal);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
backend.on('exit', (code, signal) => {
  void emulator.close().finally(() => process.exit(code ?? (signal ? 0 : 1)));
});
