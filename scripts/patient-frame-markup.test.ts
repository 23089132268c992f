import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GREETING, patientFrameMarkup } from './patient-frame-markup';

const CATALOGS = 'ui/i18n/catalogs';

describe('the patient area’s frame the server draws', () => {
  it('holds the dashboard’s title hidden, with the greeting its page says in every language, for the early script', () => {
    const markup = patientFrameMarkup({ dashboard: true, catalogs: CATALOGS });
    const greetings = /<h1 class="bp6-heading page-title" aria-hidden="true" data-greeting="([^"]+)">/.exec(markup)?.[1];
    expect(JSON.parse((greetings ?? '').replaceAll('&quot;', '"'))).toEqual({ en: GREETING, es: 'Bienvenido, {firstName}' });
    expect(readFileSync('ui/pages/subscriptions/subscriptions.page.tsx', 'utf8')).toContain(`_('${GREETING}'`);
  });

  it('on the area’s other pages has no title, and names only what the page’s head already preloads', () => {
    const markup = patientFrameMarkup({ dashboard: false, catalogs: CATALOGS });
    expect(markup).toMatch(/^<div class="patient-layout"><header class="app-header patient-header">/);
    expect(markup).not.toContain('<h1');
    expect(markup).not.toContain('<link');
    expect(markup).toContain('<img class="brand-logo" src="/brands/main/logo.svg" alt="" height="32"/>');
  });

  it('stops the build when a catalogue lacks the greeting', () => {
    expect(() => patientFrameMarkup({ dashboard: true, catalogs: 'ui/i18n' })).toThrow();
  });
});
