import { readFileSync } from 'node:fs';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { LANGUAGES, SOURCE_LANGUAGE } from '../domain/language/language';
import { PageLoading } from '../ui/components/shell/page-loading';
import { PatientFrame } from '../ui/components/shell/patient-frame';

/** The dashboard's greeting, as its page says it (ui/pages/subscriptions/subscriptions.page.tsx) and the early script writes it. */
export const GREETING = 'Welcome, {firstName}';

/** The greeting in each language the app speaks, from its catalogues (ui/i18n/catalogs/<language>.json). */
const greetings = (catalogs: string): Record<string, string> =>
  Object.fromEntries(
    LANGUAGES.map((language) => {
      if (language === SOURCE_LANGUAGE) return [language, GREETING];
      const catalog = JSON.parse(readFileSync(`${catalogs}/${language}.json`, 'utf8')) as Record<string, unknown>;
      const text = catalog[GREETING];
      if (typeof text !== 'string') throw new Error(`The ${language} catalogue has no '${GREETING}'`);
      return [language, text];
    }),
  );

/**
 * The patient area's frame as the server's page draws it (server/http/patient-area-head.ts): the app's own
 * components (the frame, its loading ring, in English), with the main brand's logo (the server names each
 * brand's). The dashboard's title is empty and carries its greeting in every language, for
 * the early script (ui/early/early-greeting.ts).
 */
export const patientFrameMarkup = (options: { readonly dashboard: boolean; readonly catalogs: string }): string =>
  // React hoists a preload of the logo before the markup; the page's head preloads it already.
  renderToStaticMarkup(
    createElement(PatientFrame, {
      logo: createElement('img', { className: 'brand-logo', src: '/brands/main/logo.svg', alt: '', height: 32 }),
      loading: createElement(PageLoading),
      greeting: options.dashboard ? null : undefined,
      greetingAttributes: options.dashboard ? { 'data-greeting': JSON.stringify(greetings(options.catalogs)) } : undefined,
    }),
  ).replace(/^<link rel="preload" as="image"[^>]*>/, '');
