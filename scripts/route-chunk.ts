import { resolve } from 'node:path';

/** What Rolldown's chunk groups may ask about the module graph (its ChunkingContext). */
export interface ModuleGraph {
  getModuleInfo(moduleId: string): { readonly importedIds: readonly string[] } | null;
}

export interface RouteChunk {
  /** The modules a route loads lazily (paths from the project's root): their imports, direct or not, make the chunk. */
  readonly loads: readonly string[];
  /** Modules whose imports stay out: other routes' code, and what the route itself loads earlier. */
  readonly except: readonly string[];
  /**
   * A library's modules that only this route's pages use. The graph cannot tell them: a library's index imports
   * all of its modules, and so every page that imports the library seems to import each one.
   */
  readonly alsoTakes?: RegExp;
}

/**
 * A chunk group's name function for one route: the modules that its lazily loaded code imports, directly or
 * not, and that nothing in `except` imports, go to one chunk named `name`, instead of one small chunk per
 * set of pages that share them (each one a request, and the browser's work to fetch and run it). Pages that
 * need some of them download the whole chunk. A higher-priority group keeps what it takes (the first load's).
 * A path that names no module fails the build, so a moved file is noticed.
 */
export const routeChunk = (root: string, name: string, { loads, except, alsoTakes }: RouteChunk) => {
  // Once per chunking pass: the graph is the same object throughout one.
  const membersByGraph = new WeakMap<ModuleGraph, ReadonlySet<string>>();
  const reached = (graph: ModuleGraph, paths: readonly string[]) => {
    const seen = new Set<string>();
    const pending = paths.map((path) => {
      const id = resolve(root, path);
      if (!graph.getModuleInfo(id)) throw new Error(`Chunk ${name}: no module ${path}`);
      return id;
    });
    for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
      if (seen.has(id)) continue;
      seen.add(id);
      pending.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
    }
    return seen;
  };
  return (moduleId: string, graph: ModuleGraph): string | null => {
    let members = membersByGraph.get(graph);
    if (!members) {
      const excluded = reached(graph, except);
      members = new Set([...reached(graph, loads)].filter((id) => !excluded.has(id)));
      membersByGraph.set(graph, members);
    }
    return members.has(moduleId) || alsoTakes?.test(moduleId) ? name : null;
  };
};
