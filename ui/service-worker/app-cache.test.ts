import { beforeEach, describe, expect, it } from 'vitest';
import { appCache, cacheNameOf, type AppBuild } from './app-cache';

const ORIGIN = 'https://app.vireohealth.example';
const url = (path: string) => `${ORIGIN}${path}`;

/** Cache Storage as the browser keeps it: named caches in creation order, each keyed by URL. */
class MemoryCacheStorage {
  readonly stores = new Map<string, Map<string, Response>>();

  constructor(private readonly network: (request: Request) => Promise<Response>) {}

  async open(name: string) {
    const entries = this.stores.get(name) ?? new Map<string, Response>();
    this.stores.set(name, entries);
    const network = this.network;
    return {
      match: async (request: Request | string) => entries.get(typeof request === 'string' ? request : request.url)?.clone(),
      put: async (request: Request, response: Response) => void entries.set(request.url, response),
      addAll: async (requests: Request[]) => {
        const answers = await Promise.all(requests.map(network));
        if (answers.some((answer) => !answer.ok)) throw new TypeError('a precached file could not be fetched');
        requests.forEach((request, index) => entries.set(request.url, answers[index] as Response));
      },
    };
  }

  async keys() {
    return [...this.stores.keys()];
  }

  async delete(name: string) {
    return this.stores.delete(name);
  }

  async match(request: Request) {
    for (const entries of this.stores.values()) {
      const found = entries.get(request.url);
      if (found) return found.clone();
    }
    return undefined;
  }
}

/** A server answering every path with its name and a build number; paths in `missing` are 404s. */
const server = () => {
  const asked: string[] = [];
  const state = { build: 1, missing: new Set<string>(), page: null as string | null };
  const fetch = async (request: Request) => {
    asked.push(new URL(request.url).pathname);
    const path = new URL(request.url).pathname;
    if (state.missing.has(path)) return new Response('Not found', { status: 404 });
    return new Response(path === '/' && state.page !== null ? state.page : `${path} of build ${state.build}`);
  };
  return { asked, state, fetch };
};

const navigation = (path: string): Request => {
  const request = new Request(url(path));
  // Request's constructor refuses mode 'navigate'; the browser gives it to a page's own loads.
  Object.defineProperty(request, 'mode', { value: 'navigate' });
  return request;
};

const BUILD_1: AppBuild = { id: 'b1', precache: ['/', '/assets/index-1.js', '/assets/vendor-1.css', '/brands/main/logo.svg'] };
const BUILD_2: AppBuild = { id: 'b2', precache: ['/', '/assets/index-2.js', '/assets/vendor-1.css', '/brands/main/logo.svg'] };

describe('the app cache of the service worker', () => {
  let backend: ReturnType<typeof server>;
  let caches: MemoryCacheStorage;
  beforeEach(() => {
    backend = server();
    caches = new MemoryCacheStorage(backend.fetch);
  });
  const workerOf = (build: AppBuild) => appCache(build, ORIGIN, caches as unknown as CacheStorage, backend.fetch);

  it('draws every screen of the app from the installed page, with no network wait', async () => {
    const worker = workerOf(BUILD_1);
    await worker.install();
    backend.asked.length = 0;
    for (const path of ['/login', '/user/subscriptions', '/ed']) {
      expect(await (await worker.respond(navigation(path)))?.text()).toBe('/ of build 1');
    }
    expect(await (await worker.respond(new Request(url('/assets/index-1.js'))))?.text()).toBe('/assets/index-1.js of build 1');
    expect(backend.asked).toEqual([]);
  });

  it('never answers an API call, the configuration or another site, and keeps none of them', async () => {
    const worker = workerOf(BUILD_1);
    await worker.install();
    const untouched = [
      new Request(url('/backend/me')),
      navigation('/backend/files/receipt'),
      new Request(url('/backend/chats'), { method: 'POST', body: '{}' }),
      new Request(url('/config.json')),
      new Request('https://js.stripe.com/v3/'),
      navigation('/products/ed.svg'),
    ];
    for (const request of untouched) expect(worker.respond(request)).toBeNull();
    const kept = [...(caches.stores.get(cacheNameOf(BUILD_1))?.keys() ?? [])];
    expect(kept.filter((key) => key.includes('/backend') || key.includes('config.json'))).toEqual([]);
  });

  it('keeps a page chunk the first time it arrives, and not a missing one', async () => {
    const worker = workerOf(BUILD_1);
    await worker.install();
    backend.state.missing.add('/assets/gone-1.js');
    await worker.respond(new Request(url('/assets/chat.page-1.js')));
    expect((await worker.respond(new Request(url('/assets/gone-1.js'))))?.status).toBe(404);
    backend.asked.length = 0;
    expect(await (await worker.respond(new Request(url('/assets/chat.page-1.js'))))?.text()).toBe('/assets/chat.page-1.js of build 1');
    expect(backend.asked).toEqual([]);
    expect((await worker.respond(new Request(url('/assets/gone-1.js'))))?.status).toBe(404);
    expect(backend.asked).toEqual(['/assets/gone-1.js']);
  });

  it('fails to install when the page or a first-load file is missing, so the working worker stays', async () => {
    backend.state.missing.add('/assets/index-1.js');
    await expect(workerOf(BUILD_1).install()).rejects.toThrow();
    backend.state.missing = new Set(['/']);
    await expect(workerOf(BUILD_2).install()).rejects.toThrow(/page could not be fetched/);
  });

  it("keeps only the files of the brand the host's page names", async () => {
    const bothBrands: AppBuild = {
      id: 'b4',
      precache: ['/', '/assets/index-1.js', ...['main', 'women'].flatMap((brand) => [`/brands/${brand}/logo.svg`, `/brands/${brand}/favicon.svg`])],
    };
    backend.state.page = '<link rel="icon" href="/brands/women/favicon.svg">';
    await workerOf(bothBrands).install();
    expect(backend.asked.filter((path) => path.startsWith('/brands/'))).toEqual(['/brands/women/logo.svg', '/brands/women/favicon.svg']);
    const kept = [...(caches.stores.get(cacheNameOf(bothBrands))?.keys() ?? [])].map((key) => new URL(key).pathname).sort();
    expect(kept).toEqual(['/', '/assets/index-1.js', '/brands/women/favicon.svg', '/brands/women/logo.svg']);
  });

  it("a new build's worker serves the new page, while the previous build's files stay for a page still open", async () => {
    await workerOf(BUILD_1).install();
    const old = workerOf(BUILD_1);
    await old.respond(new Request(url('/assets/chat.page-1.js')));
    backend.state.build = 2;
    const next = workerOf(BUILD_2);
    await next.install();
    await next.activate();
    expect(await (await next.respond(navigation('/login')))?.text()).toBe('/ of build 2');
    backend.state.missing.add('/assets/chat.page-1.js');
    expect(await (await next.respond(new Request(url('/assets/chat.page-1.js'))))?.text()).toBe('/assets/chat.page-1.js of build 1');
    expect(await caches.keys()).toEqual([cacheNameOf(BUILD_1), cacheNameOf(BUILD_2)]);
  });

  it('deletes the caches of builds older than the previous one', async () => {
    const third: AppBuild = { id: 'b3', precache: ['/'] };
    for (const build of [BUILD_1, BUILD_2, third]) {
      await workerOf(build).install();
      await workerOf(build).activate();
    }
    expect(await caches.keys()).toEqual([cacheNameOf(BUILD_2), cacheNameOf(third)]);
  });
});
