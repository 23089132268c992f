/** One build of the app as its service worker keeps it: a name, and the files its first screen needs. */
export interface AppBuild {
  /** Changes with every build whose files change: it names the build's cache. */
  readonly id: string;
  /** Same-origin paths fetched when the worker installs: the app's page ('/') and its first-load files. */
  readonly precache: readonly string[];
}

const CACHE_PREFIX = 'vireo-app-';

/** The cache one build's worker fills. */
export const cacheNameOf = (build: AppBuild): string => `${CACHE_PREFIX}${build.id}`;

/** The page every navigation inside the app is answered with: the server sends the same brand page for each. */
const APP_PAGE = '/';
/** The brands' own files (logo, icon, install manifest), one folder per brand. */
const BRAND_FILES = '/brands/';
/** Build outputs named by their content's hash: a name is never reused for other content. */
const HASHED_FILES = '/assets/';
// The API's paths: never answered from a cache (health data stays out of caches), including a navigation
// that lands on one. The prefix is fixed by the reference backend's routing (server/http/api-prefix.ts).
const API_PREFIX = '/backend/';

/** How the worker answers a request: from the build's cache, or not at all (the browser goes to the network). */
export type RequestRoute = 'app-page' | 'build-file' | 'network';

export const routeOf = (request: Request, origin: string, precached: ReadonlySet<string>): RequestRoute => {
  if (request.method !== 'GET') return 'network';
  const url = new URL(request.url);
  if (url.origin !== origin || url.pathname.startsWith(API_PREFIX)) return 'network';
  // A navigation to a file (a product image opened in its own tab) goes to the server; any other is a
  // screen of the app.
  if (request.mode === 'navigate') return /\.[a-z0-9]+$/i.test(url.pathname) ? 'network' : 'app-page';
  if (url.pathname.startsWith(HASHED_FILES) || precached.has(url.pathname)) return 'build-file';
  return 'network';
};

/** Only complete answers are kept: never an error page, a partial range or a redirect's end. */
const keepable = (response: Response): boolean => response.status === 200 && !response.redirected;

/**
 * The service worker's work, apart from the worker's global scope so it can be tested with any Cache
 * Storage. A build's worker precaches the app's page and first-load files; a later visit draws the app from
 * them with no network wait. Files loaded later (a page's chunk) are kept the first time they arrive. The
 * API, config.json and anything else go to the network untouched.
 */
export const appCache = (build: AppBuild, origin: string, caches: CacheStorage, network: (request: Request) => Promise<Response>) => {
  const name = cacheNameOf(build);
  const precached = new Set(build.precache);
  const urlOf = (path: string) => new URL(path, origin).href;

  const appPage = async (request: Request): Promise<Response> => (await (await caches.open(name)).match(urlOf(APP_PAGE))) ?? network(request);

  const buildFile = async (request: Request): Promise<Response> => {
    // Any build's copy will do: a page of the previous build, still open, asks for its own files.
    const cached = await caches.match(request);
    if (cached) return cached;
    const response = await network(request);
    if (keepable(response)) await (await caches.open(name)).put(request, response.clone());
    return response;
  };

  return {
    /** Fills this build's cache; a file that cannot be fetched fails the install and the old worker stays. */
    install: async (): Promise<void> => {
      const cache = await caches.open(name);
      // The page first: the server's page for this host names its brand's folder, and only that brand's files
      // are worth keeping here (the build lists both). A page naming none keeps both.
      const page = await network(new Request(urlOf(APP_PAGE), { cache: 'no-cache' }));
      if (!keepable(page)) throw new TypeError("The app's page could not be fetched");
      const brandFolder = /\/brands\/[\w-]+\//.exec(await page.clone().text())?.[0] ?? BRAND_FILES;
      const files = build.precache.filter((path) => path !== APP_PAGE && (!path.startsWith(BRAND_FILES) || path.startsWith(brandFolder)));
      // A hashed file in the HTTP cache is this build's (the first visit downloaded it already); anything
      // else is asked again, as the HTTP cache may hold the previous build's page.
      await cache.addAll(files.map((path) => new Request(urlOf(path), { cache: path.startsWith(HASHED_FILES) ? 'default' : 'no-cache' })));
      await cache.put(new Request(urlOf(APP_PAGE)), page);
    },
    /** Deletes the caches of older builds but the newest of them, which a still-open page may be running. */
    activate: async (): Promise<void> => {
      const older = (await caches.keys()).filter((key) => key.startsWith(CACHE_PREFIX) && key !== name);
      await Promise.all(older.slice(0, -1).map((key) => caches.delete(key)));
    },
    /** The answer to a request, or null where the browser should go to the network itself. */
    respond: (request: Request): Promise<Response> | null => {
      switch (routeOf(request, origin, precached)) {
        case 'app-page':
          return appPage(request);
        case 'build-file':
          return buildFile(request);
        case 'network':
          return null;
      }
    },
  };
};
