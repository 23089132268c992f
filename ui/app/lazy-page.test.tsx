import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { lazyPage } from './lazy-page';

const pageModule = { HelloPage: () => <p>Hello page</p> };

const rendered = (Page: ReturnType<typeof lazyPage<typeof pageModule, 'HelloPage'>>) =>
  renderToString(
    <Suspense fallback={<p>Loading</p>}>
      <Page />
    </Suspense>,
  );

describe('lazyPage', () => {
  it('shows the fallback while the code of a page that was never loaded downloads', () => {
    const Page = lazyPage(() => new Promise<typeof pageModule>(() => undefined), 'HelloPage');
    const html = rendered(Page);
    expect(html).toContain('Loading');
    expect(html).not.toContain('Hello page');
  });

  it('renders a preloaded page in the first pass, with no fallback', async () => {
    const Page = lazyPage(async () => pageModule, 'HelloPage');
    await Page.preload();
    const html = rendered(Page);
    expect(html).toContain('Hello page');
    expect(html).not.toContain('Loading');
  });

  it('downloads again after a failed download', async () => {
    let attempts = 0;
    const Page = lazyPage(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('offline');
      return pageModule;
    }, 'HelloPage');
    await expect(Page.preload()).rejects.toThrow('offline');
    await expect(Page.preload()).resolves.toBe(pageModule);
    expect(rendered(Page)).toContain('Hello page');
  });
});
