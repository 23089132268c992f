import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Outlet, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { lazyNamed } from './lazy-page';
import { preloadRouteCode } from './route-code';

/** A lazily loaded component that counts its downloads, and can be made to fail. */
const countedLazy = (text: string, fails = false) => {
  const downloads = { count: 0 };
  const module = {
    Part: ({ children }: { readonly children?: ReactNode }) => (
      <div>
        {text}
        {children}
        <Outlet />
      </div>
    ),
  };
  const Component = lazyNamed(async () => {
    downloads.count += 1;
    if (fails) throw new Error('offline');
    return module;
  }, 'Part');
  return { Component, downloads };
};

/** A route's guard, as the app's RouteGuard: the layout is its child. */
const Guard = observer(function Guard({ children }: { readonly children: ReactNode }) {
  return <section>{children}</section>;
});

const table = () => {
  const layout = countedLazy('Area layout');
  const dashboard = countedLazy('Dashboard page');
  const orders = countedLazy('Orders page');
  const login = countedLazy('Login page');
  const routes = (
    <>
      <Route path="/login" element={<login.Component />} />
      <Route
        path="/user"
        element={
          <Guard>
            <layout.Component />
          </Guard>
        }
      >
        <Route path="subscriptions" element={<dashboard.Component />} />
        <Route path="order-history" element={<orders.Component />} />
      </Route>
    </>
  );
  return { routes, layout, dashboard, orders, login };
};

describe('preloadRouteCode', () => {
  it("downloads the code of the layout inside a route's guard and of the page, and nothing the address does not draw", async () => {
    const { routes, layout, dashboard, orders, login } = table();
    await preloadRouteCode(routes, '/user/subscriptions');
    expect([layout.downloads.count, dashboard.downloads.count, orders.downloads.count, login.downloads.count]).toEqual([1, 1, 0, 0]);
  });

  it('lets the first render draw the layout and the page at once, with no fallback', async () => {
    const { routes } = table();
    await preloadRouteCode(routes, '/user/subscriptions');
    const html = renderToString(
      <MemoryRouter initialEntries={['/user/subscriptions']}>
        <Routes>{routes}</Routes>
      </MemoryRouter>,
    );
    expect(html).toContain('Area layout');
    expect(html).toContain('Dashboard page');
  });

  it('settles for an address no route draws', async () => {
    await expect(preloadRouteCode(table().routes, '/nowhere')).resolves.toBeUndefined();
  });

  it('fails when a download fails, and the route asks for that code again when drawn', async () => {
    const failing = countedLazy('Area layout', true);
    const routes = <Route path="/user" element={<failing.Component />} />;
    await expect(preloadRouteCode(routes, '/user')).rejects.toThrow('offline');
    await expect(failing.Component.preload()).rejects.toThrow('offline');
    expect(failing.downloads.count).toBe(2);
  });
});
