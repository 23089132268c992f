import '@blueprintjs/core/lib/css/blueprint.css';
import './theme/app.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { brandForHost } from '../domain/brands/brand-for-host';
import { PATIENT_AREA_PREFIX } from '../domain/routing/dashboard-path';
import { parseRuntimeConfig, type RuntimeConfig } from '../adapters/config/runtime-config.schema';
import { browserModule } from '../adapters/container/browser.module';
import { createContainer } from '../adapters/container/create-container';
import { httpModule } from '../adapters/container/http.module';
import { TOKENS } from '../adapters/container/tokens';
import { EARLY_REQUESTS_KEY, earlyAnswerMiddleware, type EarlyRequests } from '../adapters/http/early-answer.middleware';
import { languageMiddleware } from '../adapters/http/language.middleware';
import { App } from './app/app';
import { preloadRoute } from './app/routes';
import type { BrandSettings } from './app/brand-settings';
import { storesModule } from './composition/stores.module';
import { startLanguage } from './i18n/language';
import { currentLanguage, translate } from './i18n/translate';
import { STORES } from './stores/store-areas';
import { applyBrandTheme } from './theme/apply-brand-theme';

/** The composition root: the only file that knows which adapters exist. */
const brandSettings = (config: RuntimeConfig, location: Location): BrandSettings => {
  const hostGroups = { main: config.brands.main.hosts, women: config.brands.women.hosts };
  const id = brandForHost(location.hostname, location.port, { hostGroups, womenHostWord: config.womenHostWord });
  const brand = config.brands[id];
  const otherId = id === 'main' ? 'women' : 'main';
  return {
    id,
    name: brand.name,
    websiteUrl: brand.websiteUrl,
    supportEmail: brand.supportEmail,
    logoUrl: `/brands/${id}/logo.svg`,
    faviconUrl: `/brands/${id}/favicon.svg`,
    manifestUrl: `/brands/${id}/manifest.webmanifest`,
    otherBrand: { id: otherId, name: config.brands[otherId].name },
    hostGroups,
  };
};

const start = async (root: HTMLElement) => {
  // The code of the layout and the page the address draws, asked for beside the configuration (the patient
  // area's early script has preloaded it). A failed download is tried again when the route is drawn.
  const routeCode = preloadRoute(window.location.pathname).catch(() => undefined);
  const response = await fetch('/config.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`config.json could not be loaded (${response.status})`);
  const config = parseRuntimeConfig(await response.json());
  const brand = brandSettings(config, window.location);
  applyBrandTheme(brand, document);
  const early = (window as { [EARLY_REQUESTS_KEY]?: EarlyRequests })[EARLY_REQUESTS_KEY];
  const container = createContainer(
    browserModule(config, window.localStorage),
    // Every call passes the middleware; it adds `lang` to the reads whose texts the provider translates. The
    // first GET /me takes the answer the patient area's page asked for before these scripts ran, if any.
    httpModule(config.apiBase, [languageMiddleware(currentLanguage)], [earlyAnswerMiddleware(early)]),
    storesModule(brand),
  );
  // The query rules after the session check, which clears storage when nobody is signed in: a coupon
  // code in the address must outlive that.
  const { session, memory } = await container.get(STORES.app).load();
  const restored = session.restore().then(() => memory.applyEntryQuery(window.location.search));
  // A Spanish reader's catalogue before the first render (while the session's request is out), so no
  // page shows in English first.
  await startLanguage(container.get(TOKENS.storage), navigator.languages);
  // The patient area's page draws the area's frame, and its early script the dashboard's greeting from its
  // own GET /me: the first screen waits for the session's answer (usually the early one, there or on its
  // way) and draws the frame with the same greeting, rather than a frame without it for a moment. Also when
  // the early script (async) runs after these scripts, or not at all: the server's frame stays meanwhile.
  const inPatientArea = window.location.pathname.startsWith(PATIENT_AREA_PREFIX);
  if (inPatientArea) await restored;
  // The first screen waits for the route's code while the server's page stays on screen (its loading screen,
  // or the patient area's frame), and is drawn whole: not the same screen again as a Suspense fallback while
  // the code arrives, after which React holds the page back for 300 ms (issue 23). Not in the patient area
  // without a signed-in patient: its guard sends the visitor to /login at once, whatever the area's code.
  if (!inPatientArea || session.phase === 'signed-in') await routeCode;
  // A transition: React draws the first screen in slices of a few milliseconds, yielding between them, rather
  // than in one task that holds the page (issue 23: no task over 100 ms at 4x CPU after the first paint).
  const reactRoot = createRoot(root);
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <App container={container} />
      </StrictMode>,
    );
  });
  // Once the page has loaded: the brand's install manifest (named in the page, the browser fetches it
  // beside the first screen's calls, 0.17 s later LCP on the dashboard's slow-4G profile, measured) and the
  // worker that draws the next visits from the browser's cache (ui/service-worker/). Not in development,
  // where Vite serves the files as they change.
  if (import.meta.env.PROD) {
    const workers = 'serviceWorker' in navigator ? navigator.serviceWorker : null;
    // Only a visit a worker already serves can see a new build's take over: the first visit loads no notice.
    if (workers?.controller) void import('./app/app-update-notice').then(({ noticeAppUpdates }) => noticeAppUpdates(workers, container.get(TOKENS.banner)));
    const afterLoad = () => {
      document.head.append(Object.assign(document.createElement('link'), { rel: 'manifest', href: brand.manifestUrl }));
      // Without a worker (a browser that refuses one) the app works as before, only without the quick return.
      workers?.register('/sw.js').catch(() => undefined);
    };
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });
  }
};

const root = document.getElementById('root');
if (root) {
  start(root).catch((error: unknown) => {
    // Rendered as text: the message may contain anything the configuration held.
    const message = document.createElement('p');
    message.className = 'fatal-error';
    message.textContent = translate('The app could not start. {reason}', { reason: error instanceof Error ? error.message : '' });
    root.replaceChildren(message);
  });
}
