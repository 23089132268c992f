import type { Plugin } from 'vite';

/**
 * The head's requests in the order a first visit needs them. Over HTTP/1.1 a page has six connections to
 * its host; on a slow network each request holds one for a round trip or more, so the seventh request in the
 * page waits for the first to finish (on slow 4G, 0.6 s). In order:
 * - the stylesheets and the images the first paint draws (the logo);
 * - the app's entry script, then the files it imports, the largest (the longest download) first;
 * - the data the app reads once it runs (config.json), which is wanted only after those downloads.
 * Tags of other kinds stay where they are. On a patient-area page the server puts its early script just
 * before the entry script (server/http/patient-area-head.ts), in the first six.
 */
const KINDS: readonly { readonly tag: RegExp; readonly largestFirst?: true }[] = [
  { tag: /<link rel="stylesheet"[^>]*>/g },
  { tag: /<link rel="preload"[^>]*as="image"[^>]*>/g },
  { tag: /<script type="module"[^>]*><\/script>/g },
  { tag: /<link rel="modulepreload"[^>]*>/g, largestFirst: true },
  { tag: /<link rel="preload"[^>]*as="fetch"[^>]*>/g },
];

const hrefOf = (tag: string) => /href="([^"]+)"/.exec(tag)?.[1] ?? '';

/** The page with its head's requests in that order, at the end of the head; `sizeOf` gives a file's size by its address. */
export const orderHeadRequests = (html: string, sizeOf: (href: string) => number): string => {
  const end = html.indexOf('</head>');
  if (end < 0) return html;
  let head = html.slice(0, end);
  const ordered = KINDS.map(({ tag, largestFirst }) => {
    const tags = head.match(tag) ?? [];
    for (const found of tags) head = head.replace(found, '');
    return largestFirst ? [...tags].sort((a, b) => sizeOf(hrefOf(b)) - sizeOf(hrefOf(a))) : tags;
  });
  // Each tag on a line of its own, where the ones taken out leave none empty.
  const rest = head.replace(/\n\s*(?=\n)/g, '').trimEnd();
  return `${rest}\n    ${ordered.flat().join('\n    ')}\n  ${html.slice(end)}`;
};

/** Orders the built page's head (see orderHeadRequests), after Vite has put in its scripts and styles. */
export const headOrder = (): Plugin => ({
  name: 'head-order',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(html, context) {
      const sizeOf = (href: string) => {
        const file = context.bundle?.[href.replace(/^\//, '')];
        return file?.type === 'chunk' ? file.code.length : 0;
      };
      return orderHeadRequests(html, sizeOf);
    },
  },
});
