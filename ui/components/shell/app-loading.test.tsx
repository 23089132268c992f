import { Container } from 'inversify';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ContainerProvider } from '../../app/container-context';
import type { AppStores } from '../../stores/app-stores';
import { readyStores } from '../../stores/store-area';
import { STORES } from '../../stores/store-areas';
import { AppLoading } from './app-loading';

/** The loading screen at `path`, with the session's user known (or not yet). */
const loadingAt = (path: string, firstName: string | null): string => {
  const container = new Container();
  const app = {
    session: { user: firstName === null ? null : { firstName } },
    brand: { name: 'Vireo Health', logoUrl: '/brands/main/logo.svg' },
  } as unknown as AppStores;
  container.bind(STORES.app).toConstantValue(readyStores(app));
  return renderToString(
    <ContainerProvider container={container}>
      <MemoryRouter initialEntries={[path]}>
        <AppLoading />
      </MemoryRouter>
    </ContainerProvider>,
  );
};
const title = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1] ?? null;

describe('the loading screen', () => {
  it('in the patient area is the area’s frame, on the dashboard with the greeting the server’s page wrote (or its place)', () => {
    const dashboard = loadingAt('/user/subscriptions', 'Ana');
    expect(dashboard).toContain('class="patient-layout"');
    expect(dashboard).toContain('<main class="patient-main">');
    expect(title(dashboard)).toBe('Welcome, Ana');
    expect(title(loadingAt('/user/subscriptions/', null))).toBe('\u00a0');
  });

  it('on the area’s other pages is the frame with no title, and outside the area the brand over the spinner', () => {
    const chat = loadingAt('/user/chat', 'Ana');
    expect(chat).toContain('class="patient-layout"');
    expect(title(chat)).toBeNull();
    const login = loadingAt('/login', 'Ana');
    expect(login).toContain('class="app-loading"');
    expect(login).not.toContain('patient-layout');
  });
});
