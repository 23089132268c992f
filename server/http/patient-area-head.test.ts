import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readPatientAreaHead, withPatientAreaHead, type PatientAreaHead } from './patient-area-head';

const PAGE =
  '<head><title>x</title><script type="module" crossorigin src="/assets/index-A.js"></script><link rel="modulepreload" crossorigin href="/assets/vendor-B.js"></head>' +
  '<body><div id="root"><!-- loading-screen --><div class="app-loading">logo</div><!-- /loading-screen --></div></body>';
const HEAD: PatientAreaHead = {
  script: '/early-session.js',
  prefix: '/user/',
  area: { scripts: ['/assets/patient-frame-C.js'], styles: ['/assets/patient-frame-D.css'], frame: '<div class="patient-layout">area</div>' },
  pages: {
    '/user/subscriptions': {
      scripts: ['/assets/subscriptions.page-E.js'],
      styles: ['/assets/patient-area-F.css'],
      later: { scripts: ['/assets/dashboard-G.js'], styles: [] },
      frame: '<div class="patient-layout">dashboard</div>',
    },
  },
};
const named = (html: string) => [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]);

describe('a patient-area page', () => {
  it('names the early script before the app’s, with the API’s address and the code for it to preload (the area’s, the page’s, the page’s later code), and no code links of its own', () => {
    const html = withPatientAreaHead(PAGE, HEAD, '/user/subscriptions', '/backend');
    expect(named(html)).toEqual(['/early-session.js', '/assets/index-A.js', '/assets/vendor-B.js']);
    expect(html).toContain(
      '<script src="/early-session.js" data-api-base="/backend"' +
        ' data-code="/assets/patient-frame-D.css /assets/patient-frame-C.js /assets/patient-area-F.css /assets/subscriptions.page-E.js"' +
        ' data-later="/assets/dashboard-G.js" async fetchpriority="high"></script><script type="module"',
    );
  });

  it('draws the page’s frame where the loading screen was: the dashboard’s own, another page the area’s', () => {
    expect(withPatientAreaHead(PAGE, HEAD, '/user/subscriptions/', '/backend')).toContain('<div id="root"><div class="patient-layout">dashboard</div></div>');
    expect(withPatientAreaHead(PAGE, HEAD, '/user/chat', '/backend')).toContain('<div id="root"><div class="patient-layout">area</div></div>');
  });

  it('of another path names the area’s code only; pages outside the area stay as built', () => {
    const html = withPatientAreaHead(PAGE, HEAD, '/user/chat', '/backend');
    expect(html).toContain('data-code="/assets/patient-frame-D.css /assets/patient-frame-C.js" async');
    for (const path of ['/login', '/', '/ed', '/users']) expect(withPatientAreaHead(PAGE, HEAD, path, '/backend')).toBe(PAGE);
  });

  it('writes the API’s address as an attribute, whatever it holds', () => {
    expect(withPatientAreaHead(PAGE, HEAD, '/user/chat', 'https://api.example/b?x="1"&y=<2>')).toContain(
      'data-api-base="https://api.example/b?x=&quot;1&quot;&amp;y=&lt;2>"',
    );
  });
});

describe('the build’s patient-area head', () => {
  const folderWith = (content: string | null) => {
    const folder = mkdtempSync(join(tmpdir(), 'patient-area-head-'));
    if (content !== null) writeFileSync(join(folder, 'patient-area-head.json'), content);
    return folder;
  };

  it('is read as written, and is absent from a build without one', () => {
    expect(readPatientAreaHead(folderWith(JSON.stringify(HEAD)))).toEqual(HEAD);
    expect(readPatientAreaHead(folderWith(null))).toBeNull();
  });

  it('stops the server when it is not what the build writes', () => {
    expect(() => readPatientAreaHead(folderWith(JSON.stringify({ ...HEAD, area: { scripts: ['https://elsewhere.example/x.js'], styles: [] } })))).toThrow(
      /not what the build writes/,
    );
    const laterElsewhere = { ...HEAD.pages['/user/subscriptions'], later: { scripts: ['//elsewhere.example/x.js'], styles: [] } };
    expect(() => readPatientAreaHead(folderWith(JSON.stringify({ ...HEAD, pages: { '/user/subscriptions': laterElsewhere } })))).toThrow(
      /not what the build writes/,
    );
    expect(() => readPatientAreaHead(folderWith('{}'))).toThrow(/not what the build writes/);
    expect(() => readPatientAreaHead(folderWith(JSON.stringify({ ...HEAD, area: { scripts: [], styles: [] } })))).toThrow(/not what the build writes/);
  });
});
