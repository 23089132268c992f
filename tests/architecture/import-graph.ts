import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

export const ROOT = resolve(import.meta.dirname, '../..');
const SOURCE_DIRS = ['domain', 'application', 'adapters', 'ui', 'server', 'openapi', 'tests', 'scripts'];
const IGNORED = new Set(['node_modules', 'dist', '.data']);

export interface ImportEdge {
  readonly from: string;
  /** The specifier as written. */
  readonly specifier: string;
  /** The project path it points to, for relative imports; null for packages. */
  readonly target: string | null;
}

const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    if (IGNORED.has(name)) return [];
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return walk(path);
    return /\.(ts|tsx)$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });

export const sourceFiles = (): string[] =>
  SOURCE_DIRS.flatMap((dir) => {
    try {
      return walk(join(ROOT, dir));
    } catch {
      return [];
    }
  }).map((path) => relative(ROOT, path).split(sep).join('/'));

/** Every import, re-export and dynamic import of a file, as the TypeScript scanner sees them. */
export const importsOf = (file: string): ImportEdge[] => {
  const info = ts.preProcessFile(readFileSync(join(ROOT, file), 'utf8'), true, true);
  return info.importedFiles.map(({ fileName: specifier }) => ({
    from: file,
    specifier,
    target: specifier.startsWith('.') ? relative(ROOT, resolve(ROOT, dirname(file), specifier)).split(sep).join('/') : null,
  }));
};

export const layerOf = (path: string): string => path.split('/')[0] ?? '';
