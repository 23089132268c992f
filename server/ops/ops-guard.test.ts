import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { startReferenceServer } from '../reference-server';

const appDirFor = (environment: string): string => {
  const dir = mkdtempSync(join(tmpdir(), 'ops-guard-'));
  writeFileSync(join(dir, 'config.json'), JSON.stringify({ environment }));
  return dir;
};

it('refuses to start with the operator routes when the runtime configuration says production', async () => {
  const start = (environment: string) =>
    startReferenceServer({ dataDir: null, ports: [0], appDir: appDirFor(environment), ops: true, seed: false, log: () => undefined });
  await expect(start('production')).rejects.toThrow('The operator routes (--ops) are refused: the runtime configuration says production');
  const local = await start('local');
  await local.close();
});
