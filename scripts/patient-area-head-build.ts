import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { buildPageScript } from './build-page-script.ts';
import { chunkOfModule, chunksOf, filesLoadedWith } from './chunk-closure.ts';
import { patientFrameMarkup } from './patient-frame-markup.ts';
import { DASHBOARD_PATH, PATIENT_AREA_PREFIX } from '../domain/routing/dashboard-path';
import type { PatientAreaHead } from '../server/http/patient-area-head';

/** The patient area's pages (spec §2): its layout and the shell's stores, loaded by every one of them. */
const AREA = { prefix: PATIENT_AREA_PREFIX, modules: ['ui/layouts/patient-layout.tsx', 'ui/stores/shell/shell-stores.ts'] };
/**
 * A returning patient's usual first page: the page module its route loads (ui/app/dashboard-page.ts), and
 * what that page loads once it is drawn (its list of treatments); its frame holds the greeting.
 */
const PAGES = {
  [DASHBOARD_PATH]: { modules: ['ui/pages/subscriptions/subscriptions.page.tsx'], later: ['ui/pages/subscriptions/treatment-list.tsx'] },
};
const CATALOGS = 'ui/i18n/catalogs';
const EARLY_SCRIPT = { entry: 'ui/early/early-page.ts', fileName: 'early-session.js' };

/**
 * What the server's page names in its head for the patient area (server/http/patient-area-head.ts), written
 * to patient-area-head.json: the early script that starts GET /me and writes the dashboard's greeting,
 * built to /early-session.js; the code of the layout and of the dashboard, and what the dashboard loads once
 * drawn, which that script preloads while the app's own scripts download, instead of in rounds after them
 * (files the first load already has are left out); and the area's frame, the dashboard's with its greeting's place.
 */
export const patientAreaHeadBuild = (): Plugin => {
  let outDir = 'dist';
  return {
    name: 'patient-area-head-build',
    apply: 'build',
    // After Vite's own generateBundle, which drops the chunks that held only CSS.
    enforce: 'post',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    generateBundle(_options, bundle) {
      const chunks = chunksOf(bundle);
      const firstLoad = filesLoadedWith(
        chunks,
        [...chunks.values()].filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName),
      );
      const known = new Set([...firstLoad.scripts, ...firstLoad.styles]);
      const filesOf = (modules: readonly string[]) => {
        const files = filesLoadedWith(
          chunks,
          modules.map((path) => chunkOfModule(chunks, path)),
        );
        const fresh = { scripts: files.scripts.filter((file) => !known.has(file)), styles: files.styles.filter((file) => !known.has(file)) };
        for (const file of [...fresh.scripts, ...fresh.styles]) known.add(file);
        return fresh;
      };
      const head: PatientAreaHead = {
        script: `/${EARLY_SCRIPT.fileName}`,
        prefix: AREA.prefix,
        area: { ...filesOf(AREA.modules), frame: patientFrameMarkup({ dashboard: false, catalogs: CATALOGS }) },
        pages: Object.fromEntries(
          Object.entries(PAGES).map(([path, { modules, later }]) => [
            path,
            {
              ...filesOf(modules),
              later: filesOf(later),
              ...(path === DASHBOARD_PATH ? { frame: patientFrameMarkup({ dashboard: true, catalogs: CATALOGS }) } : {}),
            },
          ]),
        ),
      };
      this.emitFile({ type: 'asset', fileName: 'patient-area-head.json', source: `${JSON.stringify(head, null, 1)}\n` });
    },
    async closeBundle() {
      await buildPageScript({ entry: EARLY_SCRIPT.entry, outDir, fileName: EARLY_SCRIPT.fileName });
    },
  };
};
