import { describe, expect, it } from 'vitest';
import { preloadAreaCode } from './area-code-preload';

/** A page's head as far as the preload touches it: the links it is given, with their attributes. */
const pageWithHead = () => {
  const links: Record<string, string>[] = [];
  const page = {
    createElement: () => ({}),
    head: { append: (link: Record<string, string>) => links.push({ ...link }) },
  } as unknown as Document;
  return { page, links };
};

describe('the area’s code, preloaded by the early script', () => {
  it('asks for each file named in order, as the app’s imports ask for them, and the page’s later code last, at low priority', () => {
    const { page, links } = pageWithHead();
    preloadAreaCode(page, { code: '/assets/frame-A.css /assets/frame-B.js', later: '/assets/list-C.js' });
    expect(links).toEqual([
      { rel: 'preload', as: 'style', href: '/assets/frame-A.css', crossOrigin: '', fetchPriority: 'auto' },
      { rel: 'modulepreload', href: '/assets/frame-B.js', crossOrigin: '', fetchPriority: 'auto' },
      { rel: 'modulepreload', href: '/assets/list-C.js', crossOrigin: '', fetchPriority: 'low' },
    ]);
  });

  it('asks for nothing when the page names nothing', () => {
    const { page, links } = pageWithHead();
    preloadAreaCode(page, { code: '', later: undefined });
    expect(links).toEqual([]);
  });
});
