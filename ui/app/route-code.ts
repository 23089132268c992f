import { Children, isValidElement, type ReactNode } from 'react';
import { createRoutesFromChildren, matchRoutes } from 'react-router-dom';

/** A lazily loaded component that can be asked for ahead (lazyNamed, lazyPage). */
interface Preloadable {
  readonly preload: () => Promise<unknown>;
}

const isPreloadable = (type: unknown): type is Preloadable =>
  typeof type === 'object' && type !== null && typeof (type as Partial<Preloadable>).preload === 'function';

/** The downloads of the lazily loaded components in an element tree: a guard's layout, a route's page. */
const codeIn = (node: ReactNode): Promise<unknown>[] =>
  Children.toArray(node).flatMap((child) => {
    if (!isValidElement<{ children?: ReactNode }>(child)) return [];
    return [...(isPreloadable(child.type) ? [child.type.preload()] : []), ...codeIn(child.props.children)];
  });

/**
 * Downloads the code of the layouts and the page that `routes` (`<Route>` elements) draw for `pathname`, and
 * settles once all of it has arrived or one has failed (the route tries that one again when drawn). Drawn after
 * this, those lazily loaded components render in the first pass: no Suspense fallback, which React follows with
 * 300 ms in which it holds back the content that replaces it.
 */
export const preloadRouteCode = (routes: ReactNode, pathname: string): Promise<void> =>
  Promise.all((matchRoutes(createRoutesFromChildren(routes), pathname) ?? []).flatMap((match) => codeIn(match.route.element))).then(() => undefined);
