import type { Rollup } from 'vite';

/** The build's script chunks by file name. */
export const chunksOf = (bundle: Rollup.OutputBundle): ReadonlyMap<string, Rollup.OutputChunk> =>
  new Map(Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [[item.fileName, item] as const] : [])));

/** What loading these chunks downloads before any of them runs: they and their static imports, transitively, and their CSS. */
export const filesLoadedWith = (chunks: ReadonlyMap<string, Rollup.OutputChunk>, starts: Iterable<string>) => {
  const scripts = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = chunks.get(fileName);
    if (!chunk || scripts.has(fileName)) return;
    scripts.add(fileName);
    chunk.imports.forEach(visit);
  };
  for (const start of starts) visit(start);
  const styles = new Set([...scripts].flatMap((fileName) => [...(chunks.get(fileName)?.viteMetadata?.importedCss ?? [])]));
  return { scripts: [...scripts].map((name) => `/${name}`), styles: [...styles].map((name) => `/${name}`) };
};

/** The chunk that holds a source module (its path from the project's root). A build without it fails, so a moved file is noticed. */
export const chunkOfModule = (chunks: ReadonlyMap<string, Rollup.OutputChunk>, modulePath: string): string => {
  const found = [...chunks.values()].find((chunk) => chunk.moduleIds.some((id) => id.replaceAll('\\', '/').endsWith(`/${modulePath}`)));
  if (!found) throw new Error(`No chunk starts with ${modulePath}`);
  return found.fileName;
};
