import { describe, expect, it } from 'vitest';
import { orderHeadRequests } from './head-order';

const BUILT =
  '<html>\n  <head>\n    <meta charset="UTF-8" />\n    <link rel="icon" href="/favicon.svg" />\n' +
  '    <link rel="preload" href="/config.json" as="fetch" crossorigin />\n' +
  '    <link rel="preload" href="/logo.svg" as="image" fetchpriority="high" />\n    <title>x</title>\n' +
  '  <script type="module" crossorigin src="/assets/index-A.js"></script>\n' +
  '  <link rel="modulepreload" crossorigin href="/assets/runtime-B.js">\n' +
  '  <link rel="modulepreload" crossorigin href="/assets/vendor-C.js">\n' +
  '  <link rel="stylesheet" crossorigin href="/assets/vendor-D.css">\n' +
  '  <link rel="stylesheet" crossorigin href="/assets/index-E.css">\n' +
  '</head>\n  <body><link rel="stylesheet" href="/in-body.css"></body>\n</html>';
const SIZES: Record<string, number> = { '/assets/runtime-B.js': 700, '/assets/vendor-C.js': 430_000 };
const named = (html: string) => [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]);

describe('the head’s requests in the order a first visit needs them', () => {
  const ordered = orderHeadRequests(BUILT, (href) => SIZES[href] ?? 0);

  it('puts the first paint’s styles and logo first, then the entry script and its imports largest first, then the data the app reads', () => {
    expect(named(ordered)).toEqual([
      '/favicon.svg',
      '/assets/vendor-D.css',
      '/assets/index-E.css',
      '/logo.svg',
      '/assets/index-A.js',
      '/assets/vendor-C.js',
      '/assets/runtime-B.js',
      '/config.json',
      '/in-body.css',
    ]);
  });

  it('keeps every tag whole, each on a line of its own, and leaves the body as built', () => {
    expect(ordered).toContain('    <script type="module" crossorigin src="/assets/index-A.js"></script>\n');
    expect(ordered).toContain('    <link rel="preload" href="/config.json" as="fetch" crossorigin />\n  </head>');
    expect(ordered).not.toMatch(/\n\s*\n/);
    expect(ordered.slice(ordered.indexOf('</head>'))).toBe(BUILT.slice(BUILT.indexOf('</head>')));
  });

  it('leaves a page without a head as it is', () => {
    expect(orderHeadRequests('<p>x</p>', () => 0)).toBe('<p>x</p>');
  });
});
