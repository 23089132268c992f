import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { blueprintCssTrim } from './scripts/blueprint-css-trim.ts';
import { blueprintIconNames } from './scripts/blueprint-icon-names.ts';
import { linguiCatalogs } from './scripts/lingui-catalogs.ts';
import { patientAreaHeadBuild } from './scripts/patient-area-head-build.ts';
import { compileHints } from './scripts/compile-hints.ts';
import { headOrder } from './scripts/head-order.ts';
import { precompressAssets } from './scripts/precompress-assets.ts';
import { reactRouterProduction } from './scripts/react-router-production.ts';
import { routeChunk } from './scripts/route-chunk.ts';
import { serviceWorkerBuild } from './scripts/service-worker-build.ts';

export default defineConfig({
  root: 'ui',
  publicDir: 'public',
  // The translation catalogues compiled (lingui-catalogs.ts); build-only: a smaller first load (budgets in
  // scripts/size.ts), the first screens' libraries compiled off the main thread, the head's requests in the order
  // a first visit needs them, and assets served precompressed.
  plugins: [
    react(),
    linguiCatalogs(),
    blueprintIconNames(),
    reactRouterProduction(),
    compileHints(['vendor', 'index', 'dashboard']),
    headOrder(),
    precompressAssets(),
    serviceWorkerBuild(),
    patientAreaHeadBuild(),
  ],
  // inversify installs reflect-metadata/lite for decorator metadata; the app binds no decorated classes, and
  // @abraham/reflection's WeakMap version of the same Reflect API is 0.8 KB gzip of the first load, not 2.5 KB.
  resolve: { alias: [{ find: /^reflect-metadata\/lite$/, replacement: '@abraham/reflection' }] },
  css: { postcss: { plugins: [blueprintCssTrim()] } },
  build: {
    outDir: '../dist',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    // Browsers preload modules themselves; the polyfill only made those without modulepreload (Safari before
    // 17) fetch them early, which they still load when imported, and it cost every first load 0.4 KB gzip.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The libraries every page needs in a chunk of their own: cached across deployments of the app's code.
            { name: 'vendor', test: /[\\/]node_modules[\\/]/, tags: ['$initial'], priority: 2 },
            // The app's own first-load code in the entry chunk, with the small modules it shares with lazily
            // loaded pages: on HTTP/1.1's six connections each extra first-load file costs a round trip.
            { name: 'index', test: /^(?!.*[\\/]node_modules[\\/])/, tags: ['$initial'], priority: 1 },
            // A load's state (ui/stores/loadable.ts), which every area's stores build on, and what of a few hundred
            // bytes the registration and the patient area share (newest first, a date's parts, the registration's
            // steps, the pending coupon's runner): one chunk of their own (after the first load's groups, before the
            // patient area's frame), not four files more on the dashboard and the entry pages; or the frame below
            // takes them along, and the registration loads the frame with them.
            {
              name: 'loadable',
              test: /[\\/](ui[\\/](stores[\\/]loadable\.ts|components[\\/]shell[\\/]pending-coupon-runner\.tsx)|domain[\\/](shared[\\/]newest-first|formatting[\\/]calendar-parts|registration-steps[\\/]registration-step)\.ts)$/,
              priority: 1,
            },
            // Treatments as shown (pictures, a plan's facts) and loading shapes, shared by the pages after sign-in
            // and the registration's steps: one chunk, not one per component, since each chunk's name goes in
            // the entry's preload map, which /login downloads.
            {
              name: 'treatment-visuals',
              test: /[\\/]ui[\\/](components[\\/](product-image|product-line-icon|skeleton|registration[\\/](plan-picture|plan-facts))|pages[\\/]subscriptions[\\/](treatments-loading|subscription-card-image-size|subscription-card\.css))/,
              priority: 1,
            },
            // The patient area's frame (its layout, menu, bell and their stores, and Blueprint's isFunction, which only the
            // area's code imports), which every page after sign-in loads first: one file instead of seven small ones,
            // each a round trip on HTTP/1.1 and a name in the entry's preload map.
            {
              name: 'patient-frame',
              test: /[\\/](ui[\\/](layouts[\\/]patient-layout|components[\\/](shell[\\/](patient-menu|notification-bell|use-unread-across-tabs)|use-painted)|stores[\\/]shell[\\/])|domain[\\/](notifications|navigation[\\/]patient-menu|coupons[\\/]pending-coupon)|@blueprintjs[\\/]icons[\\/].*[\\/]chat\.js$|@blueprintjs[\\/]core[\\/]lib[\\/]esm[\\/]common[\\/]utils[\\/]functionUtils\.js$)/,
              priority: 1,
            },
            // The small text helpers pages share (ui/i18n: money, cards, coupons, dates in the patient's language),
            // in one lazily loaded chunk rather than one each: every chunk adds its name to the entry's preload map.
            // Spanish's catalogue and Lingui stay a chunk of their own, loaded only for Spanish.
            { name: 'texts', test: /[\\/]ui[\\/]i18n[\\/](?!spanish|lingui|compile-placeholders|catalogs)[\w-]+\.tsx?$/, priority: 0 },
            // What the dashboard loads once its page is drawn (the treatment cards with their billing and date rules;
            // the bell's, the badge's and the summary's wiring; the live connection) in one chunk instead of about
            // twenty of a few hundred bytes each: the browser's work for each file was most of what the dashboard
            // did after its first paint (issue 23). Never what a signed-out visitor's or the registration's pages
            // load (they would download the patient area's code), nor the frame and the page, which the server's
            // page names in its head (patient-area-head-build.ts).
            {
              name: routeChunk(import.meta.dirname, 'dashboard', {
                loads: [
                  'ui/pages/subscriptions/treatment-list.tsx',
                  'adapters/container/dashboard.wiring.ts',
                  'adapters/container/notices.wiring.ts',
                  'adapters/container/unread-messages.wiring.ts',
                  'adapters/live/websocket-live-connection.adapter.ts',
                ],
                except: [
                  'ui/layouts/patient-layout.tsx',
                  'ui/pages/subscriptions/subscriptions.page.tsx',
                  'ui/pages/home/home.page.tsx',
                  'ui/pages/reset-password/reset-password.page.tsx',
                  'ui/pages/new-password/new-password.page.tsx',
                  'ui/pages/entry/entry.page.tsx',
                  'ui/pages/steps/steps.page.tsx',
                  'ui/pages/thank-you/thank-you.page.tsx',
                  'ui/pages/new-subscription/new-subscription.page.tsx',
                  'ui/pages/test-user-flow/test-user-flow.page.tsx',
                  'ui/layouts/steps-layout.tsx',
                  'ui/components/shell/steps-coupon-runner.tsx',
                  'ui/stores/registration/registration-stores.ts',
                  'ui/stores/shell/shell-stores.ts',
                  'adapters/container/registration.wiring.ts',
                  'adapters/container/password-reset.wiring.ts',
                ],
                // Blueprint's Tag and NonIdealState, which only the patient area shows (Tag's remove icon stays apart:
                // dialogs and drawers close with it), and the cards' arrow icon, which else made the list's own file.
                alsoTakes:
                  /[\\/]@blueprintjs[\\/](core[\\/]lib[\\/]esm[\\/]components[\\/](tag[\\/](tag|tagRemoveButton)|non-ideal-state[\\/]nonIdealState)|icons[\\/]lib[\\/]esm[\\/]generated[\\/]components[\\/]arrow-right)\.js$/,
              }),
              priority: 0,
              // Its modules' imports that other pages load stay where they are, or those pages would download this chunk.
              includeDependenciesRecursively: false,
            },
            // pdf-lib, loaded when a receipt is asked for: its fonts' metrics apart from its code, each chunk within 120 KB gzip.
            { name: 'pdf-fonts', test: /[\\/]node_modules[\\/]@pdf-lib[\\/]standard-fonts[\\/]/, priority: 4 },
            { name: 'pdf-lib', test: /[\\/]node_modules[\\/](pdf-lib|@pdf-lib|pako)[\\/]/, priority: 3 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/backend': { target: 'http://127.0.0.1:3000', ws: true } },
  },
});
