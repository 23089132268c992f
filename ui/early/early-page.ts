import { EARLY_REQUESTS_KEY } from '../../adapters/http/early-answer.middleware';
import { startEarlySession } from '../../adapters/http/early-session-request';
import { chooseLanguage } from '../../domain/language/language';
import { DASHBOARD_PATH } from '../../domain/routing/dashboard-path';
import { APP_STORAGE_KEYS } from '../../domain/session/app-storage-keys';
import { preloadAreaCode } from './area-code-preload';
import { writeEarlyGreeting } from './early-greeting';

const storedLanguage = (): string | null => {
  try {
    return window.localStorage.getItem(APP_STORAGE_KEYS.language);
  } catch {
    return null;
  }
};

/**
 * The patient area's early script, built to /early-session.js (scripts/patient-area-head-build.ts) and
 * named by the area's pages only (server/http/patient-area-head.ts). With a session in storage it starts
 * GET /me while the app's scripts download (on the dashboard, the treatments' list after it), then preloads
 * the code the page names, and writes the dashboard's greeting into the server's frame from the answer, in
 * the language the app will show: the patient's page reads as theirs before the app has arrived. The app
 * takes the answers from where this leaves them (adapters/http/early-answer.middleware.ts).
 */
const language = chooseLanguage(storedLanguage(), navigator.languages);
const onDashboard = window.location.pathname === DASHBOARD_PATH;
const names = document.currentScript?.dataset ?? {};
const early = startEarlySession(names.apiBase, () => window.localStorage, onDashboard ? { language } : undefined);
if (early) {
  Object.assign(window, { [EARLY_REQUESTS_KEY]: early });
  preloadAreaCode(document, { code: names.code, later: names.later });
  void writeEarlyGreeting(early.me, document, language).catch(() => false);
}
