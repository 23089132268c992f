import { observer } from 'mobx-react-lite';
import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useParams } from 'react-router-dom';
import type { GuardDecision } from '../../domain/routing/guard-decisions';
import { LAYOUT_GUARDS, routeGuards, runGuards, type GuardedLayout } from '../../domain/routing/guard-pipeline';
import { PRODUCT_TYPES } from '../../domain/shared/product-type';
import { AppLoading } from '../components/shell/app-loading';
import { ErrorLayout } from '../layouts/error-layout';
import { useStores } from './container-context';
import { STORES } from '../stores/store-areas';

/** Where the activeUser guard remembers the deep link for the login page: the history entry's state. */
interface LoginRedirectState {
  readonly deepLink: string;
}

const usesSessionGuard = (layout: GuardedLayout): boolean => (LAYOUT_GUARDS[layout] as readonly string[]).includes('session');

/** Entering the steps layout restores register from the dashboard-click memory (spec §4). */
const StepsLayoutEntry = observer(function StepsLayoutEntry() {
  const memory = useStores(STORES.app).memory;
  useEffect(() => {
    memory.change({ kind: 'steps-layout-entered' });
  }, [memory]);
  return null;
});

/**
 * False until the session check has ended, then true in a transition: while the layout's or the page's
 * code is still downloading, React keeps the loading screen up and shows the page the moment its code is
 * there, rather than swapping in a Suspense fallback and holding the page back for the fallback's minimum
 * display time.
 */
const useRevealedAfterCheck = (checking: boolean): boolean => {
  const [revealed, setRevealed] = useState(!checking);
  useEffect(() => {
    if (!checking && !revealed) startTransition(() => setRevealed(true));
  }, [checking, revealed]);
  return revealed;
};

/**
 * A guarded layout (spec §4): the layout's guards, after domainRouting, decide on each navigation, on
 * what is stored at that moment (a sign-in on the login page does not re-decide: the login page chooses
 * where to go). The session rule is checked again on each navigation where the layout uses it, and the
 * guards decide again when a session ends on its own. Renders `children`, or the nested route.
 */
export const RouteGuard = observer(function RouteGuard({ layout, children }: { readonly layout: GuardedLayout; readonly children?: ReactNode }) {
  const session = useStores(STORES.app).session;
  const memory = useStores(STORES.app).memory;
  const brand = useStores(STORES.app).brand;
  const location = useLocation();
  const { slug } = useParams();
  const checking = session.phase === 'checking';
  const checksSession = usesSessionGuard(layout);
  const revealed = useRevealedAfterCheck(checking);

  useEffect(() => {
    if (checksSession) void session.verify();
  }, [checksSession, session, location.key]);

  const decisionKey = `${location.key}|${checking}|${session.endedCount}|${session.verdict.kind}`;
  const decided = useRef<{ readonly key: string; readonly locationKey: string; readonly decision: GuardDecision } | null>(null);
  // A redirect stands until the router has left: the session it ends must not send the patient elsewhere.
  const redirecting = decided.current?.locationKey === location.key && decided.current.decision.kind === 'redirect';
  if (!checking && !redirecting && decided.current?.key !== decisionKey) {
    const stored = memory.read();
    decided.current = {
      key: decisionKey,
      locationKey: location.key,
      decision: runGuards(routeGuards(layout), {
        brand: brand.id,
        location: { pathname: location.pathname, search: location.search },
        slug: slug ?? null,
        queryType: new URLSearchParams(location.search).get('type'),
        loggedIn: session.phase === 'signed-in',
        status: stored.status,
        subscriptionTypes: PRODUCT_TYPES.filter((type) => stored.subTypes.includes(type) || session.subscriptionTypes.includes(type)),
        session: session.verdict,
      }),
    };
  }
  const decision = checking ? null : decided.current?.decision;
  const signsOut = decision?.kind === 'redirect' && decision.signOut === true;

  useEffect(() => {
    if (signsOut) void session.endSession();
  }, [signsOut, session]);

  if (!decision || !revealed) return <AppLoading />;
  if (decision.kind === 'error') return <ErrorLayout statusCode={decision.statusCode} message={decision.message} />;
  if (decision.kind === 'redirect') {
    const state: LoginRedirectState | undefined = decision.deepLink ? { deepLink: decision.deepLink } : undefined;
    return <Navigate to={decision.to} replace state={state} />;
  }
  return (
    <>
      {layout === 'steps' && <StepsLayoutEntry />}
      {children ?? <Outlet />}
    </>
  );
});
