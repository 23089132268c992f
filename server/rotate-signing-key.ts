import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { openDataFolder } from './data-folder';
import { rotateSigningKeyFile, SIGNING_KEYS_FILE } from './identity/file-signing-keys';

/**
 * `npm run rotate-signing-key [-- --data-dir <dir>]`: a new token-signing key for the reference backend,
 * taken up by a running server at once. Access tokens signed with the old key keep working for the hour
 * they live; refresh tokens are not signed and are not affected.
 */
const { values } = parseArgs({ options: { 'data-dir': { type: 'string', default: process.env.DATA_DIR ?? '.data/server' } } });
const dataDir = resolve(values['data-dir']);
const keyFile = join(dataDir, SIGNING_KEYS_FILE);
if (!existsSync(keyFile)) {
  console.error(`No signing key in ${dataDir}: start the server once first (a server given TOKEN_SIGNING_KEY keeps none there).`);
  process.exit(2);
}
openDataFolder(dataDir);
const key = rotateSigningKeyFile(keyFile, Date.now());
console.log(`Signing key ${key.id} is now current; tokens signed with the previous one keep working until they expire (an hour at most).`);
