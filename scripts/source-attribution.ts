import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * Which packages and app folders the first-load scripts come from (`npm run size -- --by-source`). The app
 * is built once more with every first-load module in a chunk of its source group, so each group's figure is
 * its own minified code, compressed: Rolldown's source maps of minified chunks point at the wrong sources
 * (zod's code mapped to inversify's), so they cannot say it.
 */

/** A package for a library (`react-dom`, `@blueprintjs/core`), the folder for the app's own code (`ui/stores/registration`). */
export const sourceGroup = (source: string): string => {
  const modules = source.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const [scope, name] = source.slice(modules + 'node_modules/'.length).split('/');
    return scope?.startsWith('@') ? `${scope}/${name}` : (scope ?? source);
  }
  const app = /(?:^|\/)((?:ui|domain|application|adapters|openapi)\/.*)$/.exec(source)?.[1];
  if (!app) return source;
  const folders = app.split('/').slice(0, -1);
  return folders.slice(0, 3).join('/') || app;
};

/** The prefix of a chunk that holds one source group's modules. */
const PREFIX = 'source~';

/**
 * Names, for the bundler's code splitting, the chunk of each first-load module's source group; kept apart from
 * the bundler's own modules (its runtime), which stay where the build puts them. Groups are told apart by
 * their chunk's name, so it keeps the group's letters: `source~@blueprintjs~core`.
 */
export const sourceChunkName = (moduleId: string): string | null =>
  moduleId.startsWith('\0') ? null : `${PREFIX}${sourceGroup(moduleId).replace(/[^\w@.-]/g, '~')}`;

/** The group a built file holds, from its name (`assets/source~@blueprintjs~core-Ab12.js`), or the file for another. */
export const groupOfFile = (file: string): string => {
  const name = file.slice(file.lastIndexOf('/') + 1);
  if (!name.startsWith(PREFIX)) return name;
  const group = name.slice(PREFIX.length).replace(/-[\w-]{8}\.js$/, '');
  return group.startsWith('@') ? group.replace('~', '/') : group.replaceAll('~', '/');
};

/** The scripts a page's HTML loads at once: its module scripts and module preloads. */
export const firstLoadScripts = (html: string): string[] =>
  [...html.matchAll(/<script[^>]*\ssrc="([^"]+\.js)"|<link[^>]*rel="modulepreload"[^>]*href="([^"]+\.js)"/g)].map((match) => match[1] ?? match[2] ?? '');

/** Each group's compressed bytes in the built app at `dist`, largest first (each file compressed on its own). */
export const firstLoadBySource = (dist: string): { group: string; gzip: number }[] => {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  return firstLoadScripts(html)
    .map((path) => ({ group: groupOfFile(path), gzip: gzipSync(readFileSync(join(dist, path)), { level: 9 }).length }))
    .sort((a, b) => b.gzip - a.gzip);
};
