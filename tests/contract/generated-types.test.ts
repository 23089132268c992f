import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { ROOT } from '../support/project-root';

it.each(['patient-api', 'operator-api'])('keeps openapi/%s.d.ts generated from the current contract (run `npm run gen:api`)', (name) => {
  const out = join(mkdtempSync(join(tmpdir(), 'api-types-')), `${name}.d.ts`);
  execFileSync(process.execPath, [join(ROOT, 'node_modules/openapi-typescript/bin/cli.js'), join(ROOT, `openapi/${name}.yaml`), '-o', out], {
    stdio: 'ignore',
  });
  expect(readFileSync(join(ROOT, `openapi/${name}.d.ts`), 'utf8')).toBe(readFileSync(out, 'utf8'));
});
