import { chmodSync, existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The data folder holds health data, uploads, mail and the token-signing key: only the server's own user
 * may read it. Everything the process creates from here on is private (umask 077: folders 0700, files
 * 0600, the database's included), and a folder that others can enter is refused rather than used.
 */
export const openDataFolder = (dir: string): void => {
  process.umask(0o077);
  if (!existsSync(dir)) {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    return;
  }
  const stats = statSync(dir);
  if (!stats.isDirectory()) throw new Error(`The data folder ${dir} is not a folder`);
  if (typeof process.getuid === 'function' && stats.uid !== process.getuid()) {
    throw new Error(`The data folder ${dir} belongs to another user: the server keeps health data only in a folder of its own`);
  }
  const mode = stats.mode & 0o777;
  if ((mode & 0o077) !== 0) {
    throw new Error(
      `The data folder ${dir} is open to other users (mode ${mode.toString(8)}): it holds health data and the token-signing key. ` +
        `Run \`chmod -R go-rwx '${dir}'\` and start again.`,
    );
  }
};

/**
 * Takes every folder under `dir` to 0700 and every file to 0600. The embedded Postgres lays out a new
 * database with explicit modes (0666) that the umask does not reach; this runs once it is open.
 */
export const closeFolderToOthers = (dir: string): void => {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(entry.parentPath, entry.name);
    if (entry.isDirectory()) {
      chmodSync(path, 0o700);
      closeFolderToOthers(path);
    } else if (entry.isFile()) chmodSync(path, 0o600);
  }
};
