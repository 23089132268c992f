import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeChunk, type ModuleGraph } from './route-chunk';

const ROOT = '/project';
const id = (path: string) => resolve(ROOT, path);

/** A module graph by static imports, as Rolldown's chunking context answers for it. */
const graphOf = (imports: Record<string, readonly string[]>): ModuleGraph => ({
  getModuleInfo: (moduleId) => {
    const path = Object.keys(imports).find((key) => id(key) === moduleId);
    return path === undefined ? null : { importedIds: (imports[path] ?? []).map(id) };
  },
});

// The dashboard's cards import a card and the dates; the registration's page imports the dates too.
const GRAPH = graphOf({
  'cards.tsx': ['card.tsx', 'dates.ts'],
  'card.tsx': ['billing.ts'],
  'billing.ts': [],
  'dates.ts': ['calendar.ts'],
  'calendar.ts': [],
  'wiring.ts': ['billing.ts', 'http.ts'],
  'http.ts': [],
  'registration.tsx': ['dates.ts'],
  'page.tsx': ['card.tsx'],
});

describe('a route chunk', () => {
  it("takes what the route's lazily loaded code imports, directly or not, and nothing another route's code imports", () => {
    const name = routeChunk(ROOT, 'dashboard', { loads: ['cards.tsx', 'wiring.ts'], except: ['registration.tsx'] });
    const members = ['cards.tsx', 'card.tsx', 'billing.ts', 'wiring.ts', 'http.ts'];
    for (const path of members) expect(name(id(path), GRAPH)).toBe('dashboard');
    for (const path of ['dates.ts', 'calendar.ts', 'registration.tsx', 'page.tsx']) expect(name(id(path), GRAPH)).toBeNull();
  });

  it('leaves out what the route loads earlier, with all it imports', () => {
    const name = routeChunk(ROOT, 'dashboard', { loads: ['cards.tsx', 'wiring.ts'], except: ['registration.tsx', 'page.tsx'] });
    const names = ['cards.tsx', 'wiring.ts', 'http.ts', 'card.tsx', 'billing.ts'].map((path) => name(id(path), GRAPH));
    expect(names).toEqual(['dashboard', 'dashboard', 'dashboard', null, null]);
  });

  it("also takes a library's modules that it is told only this route uses, which the library's index hides from the graph", () => {
    const name = routeChunk(ROOT, 'dashboard', { loads: ['cards.tsx'], except: ['registration.tsx'], alsoTakes: /[\\/]lib[\\/]tag\.js$/ });
    expect(name('/project/node_modules/lib/tag.js', GRAPH)).toBe('dashboard');
    expect(name('/project/node_modules/lib/callout.js', GRAPH)).toBeNull();
    expect(name(id('dates.ts'), GRAPH)).toBeNull();
  });

  it('fails the build when a path names no module (a file moved or renamed)', () => {
    const name = routeChunk(ROOT, 'dashboard', { loads: ['cards.tsx'], except: ['moved-away.tsx'] });
    expect(() => name(id('cards.tsx'), GRAPH)).toThrow('Chunk dashboard: no module moved-away.tsx');
  });

  it('asks each new chunking pass afresh', () => {
    const name = routeChunk(ROOT, 'dashboard', { loads: ['cards.tsx'], except: [] });
    expect(name(id('dates.ts'), GRAPH)).toBe('dashboard');
    const laterGraph = graphOf({ 'cards.tsx': ['card.tsx'], 'card.tsx': [], 'dates.ts': [] });
    expect(name(id('dates.ts'), laterGraph)).toBeNull();
  });
});
