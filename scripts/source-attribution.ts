import { gzipSync } from 'node:zlib';

/**
 * Which sources the bytes of a built script come from, read from its source map: the answer to "what
 * made the first load grow?" (`npm run size -- --by-source`).
 */
const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...BASE64].map((char, index) => [char, index]));

/** The numbers of one source-map segment (base64 VLQ). */
export const decodeSegment = (segment: string): number[] => {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = DIGIT.get(char);
    if (digit === undefined) throw new Error(`Not a source-map digit: ${char}`);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    values.push(value & 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  return values;
};

export interface SourceMap {
  readonly sources: readonly string[];
  readonly mappings: string;
}

/** The generated text of each source: every character from a segment up to the next goes to its source. */
export const textBySource = (code: string, map: SourceMap): Map<string, string> => {
  const lines = code.split('\n');
  const texts = new Map<string, string>();
  let source = 0;
  map.mappings.split(';').forEach((line, lineIndex) => {
    const text = lines[lineIndex] ?? '';
    let column = 0;
    const starts: { column: number; source: number | null }[] = [];
    for (const segment of line.split(',').filter(Boolean)) {
      const [columnDelta = 0, sourceDelta] = decodeSegment(segment);
      column += columnDelta;
      if (sourceDelta !== undefined) source += sourceDelta;
      starts.push({ column, source: sourceDelta === undefined ? null : source });
    }
    starts.forEach((start, index) => {
      const name = start.source === null ? '(bundler)' : (map.sources[start.source] ?? '(unknown)');
      const piece = text.slice(start.column, starts[index + 1]?.column ?? text.length);
      texts.set(name, (texts.get(name) ?? '') + piece);
    });
  });
  return texts;
};

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

/** The gzip bytes of each group's text, largest first (each group compressed on its own: a close estimate). */
export const gzipByGroup = (texts: ReadonlyMap<string, string>): { group: string; gzip: number }[] => {
  const grouped = new Map<string, string>();
  for (const [source, text] of texts) grouped.set(sourceGroup(source), (grouped.get(sourceGroup(source)) ?? '') + text);
  return [...grouped].map(([group, text]) => ({ group, gzip: gzipSync(text, { level: 9 }).length })).sort((a, b) => b.gzip - a.gzip);
};
