import { Spinner } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { STORE_TOKENS } from '../stores/store-tokens';
import { useStore } from './container-context';

/** The patient area is for signed-in patients; anyone else goes to /login. */
export const RequirePatient = observer(({ children }: { readonly children: ReactNode }) => {
  const session = useStore(STORE_TOKENS.session);
  if (session.phase === 'checking') return <Spinner className="page-spinner" aria-label="Loading" />;
  if (session.phase === 'signed-out') return <Navigate to="/login" replace />;
  return children;
});

/** Sign-in and sign-up are for visitors; a signed-in patient goes to the dashboard. */
export const RequireVisitor = observer(({ children }: { readonly children: ReactNode }) => {
  const session = useStore(STORE_TOKENS.session);
  if (session.phase === 'checking') return <Spinner className="page-spinner" aria-label="Loading" />;
  if (session.phase === 'signed-in') return <Navigate to="/user/subscriptions" replace />;
  return children;
});
