import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import { afterAll, describe, expect, it } from 'vitest';
import config from '../../.dependency-cruiser.mjs';

/**
 * The house rules of .dependency-cruiser.mjs bite: each fixture below breaks some of them (npm test runs the
 * same rules over the real tree: `npm run lint:deps`). Fixtures are written to a temporary folder laid out
 * like the project.
 */
const root = mkdtempSync(join(tmpdir(), 'dependency-rules-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const violationsOf = async (files: Readonly<Record<string, string>>): Promise<string[]> => {
  const dir = mkdtempSync(join(root, 'case-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  const { output } = await cruise(['.'], { ruleSet: { forbidden: config.forbidden }, validate: true, baseDir: dir, tsPreCompilationDeps: true });
  if (typeof output === 'string') throw new Error('expected a cruise result');
  return (output as ICruiseResult).summary.violations.map((violation) => `${violation.rule.name}: ${violation.from} -> ${violation.to}`);
};

describe('the dependency rules', () => {
  it('keep domain/ and application/ inward and framework-free', async () => {
    const found = await violationsOf({
      'domain/a.ts': "import { b } from '../application/b';\nimport { EOL } from 'node:os';\nexport const a = [b, EOL];\n",
      'application/b.ts': "import { c } from '../adapters/c';\nexport const b = c;\n",
      'adapters/c.ts': 'export const c = 1;\n',
    });
    expect(found).toEqual(
      expect.arrayContaining([
        'domain-imports-domain-only: domain/a.ts -> application/b.ts',
        'core-is-framework-free: domain/a.ts -> os',
        'application-imports-domain-only: application/b.ts -> adapters/c.ts',
      ]),
    );
  });

  it('let only the composition root reach adapters, even through another module', async () => {
    const found = await violationsOf({
      'ui/main.tsx': "import { page } from './pages/home/home.page';\nimport { wiring } from './composition/wiring';\nexport const app = [page, wiring];\n",
      'ui/composition/wiring.ts': "import { adapter } from '../../adapters/http/adapter';\nexport const wiring = adapter;\n",
      'ui/pages/home/home.page.tsx': "import { wiring } from '../../composition/wiring';\nexport const page = wiring;\n",
      'adapters/http/adapter.ts': 'export const adapter = 1;\n',
    });
    expect(found).toEqual(['only-the-composition-root-knows-adapters: ui/pages/home/home.page.tsx -> adapters/http/adapter.ts']);
  });

  it('keep pages apart, and refuse cycles and orphans', async () => {
    const found = await violationsOf({
      'ui/pages/a/a.page.tsx': "import { b } from '../b/b.page';\nexport const a = b;\n",
      'ui/pages/b/b.page.tsx': "import { a } from '../a/a.page';\nexport const b = () => a;\n",
      'ui/components/lonely.ts': 'export const lonely = 1;\n',
    });
    expect(found).toEqual(
      expect.arrayContaining([
        'pages-share-through-components: ui/pages/a/a.page.tsx -> ui/pages/b/b.page.tsx',
        'no-circular: ui/pages/a/a.page.tsx -> ui/pages/b/b.page.tsx',
        'no-orphans: ui/components/lonely.ts -> ui/components/lonely.ts',
      ]),
    );
  });

  it('refuse barrel files and names that are not kebab-case', async () => {
    const found = await violationsOf({
      'ui/components/index.ts': "export { Button } from './Button';\n",
      'ui/components/Button.tsx': 'export const Button = 1;\n',
    });
    expect(found).toEqual(
      expect.arrayContaining([
        'no-barrel-files: ui/components/index.ts -> ui/components/Button.tsx',
        'kebab-case-file-names: ui/components/index.ts -> ui/components/Button.tsx',
      ]),
    );
  });
});
