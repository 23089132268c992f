import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';

const manifest = (path: string) =>
  JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8')) as { version: string; dependencies: Record<string, string> };

it("keeps the CLI package's version and its one dependency (sharp) the project's", () => {
  const project = manifest('../../package.json');
  const cli = manifest('../../cli-package/package.json');
  expect(cli.version).toBe(project.version);
  expect(cli.dependencies).toEqual({ sharp: project.dependencies.sharp });
});
