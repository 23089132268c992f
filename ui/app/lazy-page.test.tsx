import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { lazyNamed, lazyPage } from './lazy-page';

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

describe('lazyNamed', () => {
  const listModule = { TreatmentList: ({ count }: { readonly count: number }) => <p>{count} treatments</p> };

  it('renders a preloaded component with its props in the first pass, and asks for its code once', async () => {
    let downloads = 0;
    const List = lazyNamed(async () => {
      downloads += 1;
      return listModule;
    }, 'TreatmentList');
    await Promise.all([List.preload(), List.preload()]);
    const html = renderToString(
      <Suspense fallback={<p>Loading</p>}>
        <List count={3} />
      </Suspense>,
    );
    expect(html).toContain('3<!-- --> treatments');
    expect(html).not.toContain('Loading');
    expect(downloads).toBe(1);
  });
});
