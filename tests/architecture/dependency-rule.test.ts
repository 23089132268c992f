import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { violation } from './dependency-rules';
import { importsOf, ROOT, sourceFiles } from './import-graph';

const files = sourceFiles();

describe('the dependency rule of ARCHITECTURE.md', () => {
  it('holds for every import in the project', () => {
    const broken = files.flatMap(importsOf).map(violation).filter((reason): reason is string => reason !== null);
    expect(broken).toEqual([]);
  });

  it('keeps domain/ free of the clock and randomness', () => {
    const impure = files
      .filter((file) => file.startsWith('domain/') && !/\.test\.ts$/.test(file))
      .filter((file) => /Date\.now\(|new Date\(\)|Math\.random\(|\bwindow\.|\bfetch\(/.test(readFileSync(join(ROOT, file), 'utf8')));
    expect(impure).toEqual([]);
  });

  it('has no barrel files', () => {
    expect(files.filter((file) => /(^|\/)index\.tsx?$/.test(file))).toEqual([]);
  });

  it('names files in kebab-case', () => {
    expect(files.filter((file) => !/^[a-z0-9.\-/]+$/.test(file))).toEqual([]);
  });
});

describe('the rule checker itself', () => {
  it('refuses a domain file importing React, MobX or an outer layer', () => {
    expect(violation({ from: 'domain/x/a.ts', specifier: 'react', target: null })).toMatch(/framework-free/);
    expect(violation({ from: 'domain/x/a.ts', specifier: '../../application/p', target: 'application/p' })).toMatch(/may import only domain/);
    expect(violation({ from: 'application/u.ts', specifier: 'mobx', target: null })).toMatch(/framework-free/);
  });

  it('refuses ui/ reaching adapters outside the composition root, and server/ reaching the app', () => {
    expect(violation({ from: 'ui/pages/a.tsx', specifier: '../../adapters/http/x', target: 'adapters/http/x' })).not.toBeNull();
    expect(violation({ from: 'ui/main.tsx', specifier: '../adapters/http/x', target: 'adapters/http/x' })).toBeNull();
    expect(violation({ from: 'server/a.ts', specifier: '../domain/x', target: 'domain/x' })).not.toBeNull();
    expect(violation({ from: 'adapters/a.ts', specifier: '../ui/x', target: 'ui/x' })).not.toBeNull();
  });

  it('lets domain tests use their test libraries only', () => {
    expect(violation({ from: 'domain/x/a.property.test.ts', specifier: 'fast-check', target: null })).toBeNull();
    expect(violation({ from: 'domain/x/a.test.ts', specifier: 'zod', target: null })).not.toBeNull();
  });
});
