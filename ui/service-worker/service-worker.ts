import { appCache, type AppBuild } from './app-cache';

/** Written in by the build (scripts/service-worker-build.ts): this build's id and first-load files. */
declare const APP_BUILD: AppBuild;

const worker = self as unknown as ServiceWorkerGlobalScope;
const cache = appCache(APP_BUILD, worker.location.origin, worker.caches, (request) => fetch(request));

// A new build's worker takes over as soon as its files are in: the open page keeps running its own build
// (the previous build's cache stays for it) and the next page the patient opens is the new build.
worker.addEventListener('install', (event) => event.waitUntil(cache.install().then(() => worker.skipWaiting())));
worker.addEventListener('activate', (event) => event.waitUntil(cache.activate().then(() => worker.clients.claim())));
worker.addEventListener('fetch', (event) => {
  const answer = cache.respond(event.request);
  if (answer) event.respondWith(answer);
});
