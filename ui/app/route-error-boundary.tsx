import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { errorStatusCode } from '../../domain/validation/error-status-code';
import { PageLoading } from '../components/shell/page-loading';
import { ErrorLayout } from '../layouts/error-layout';
import type { RecoveryStore } from '../stores/shell/recovery.store';
import { useStores } from './container-context';
import { STORES } from '../stores/store-areas';
import { observer } from 'mobx-react-lite';

interface BoundaryProps {
  readonly locationKey: string;
  readonly recovery: RecoveryStore;
  readonly children: ReactNode;
}

interface BoundaryState {
  readonly error: { readonly value: unknown } | null;
  /** The location the error happened at; null until componentDidCatch has seen it. */
  readonly errorKey: string | null;
  readonly reloading: boolean;
}

const NO_ERROR: BoundaryState = { error: null, errorKey: null, reloading: false };

/**
 * The router's error boundary: a route that fails to render shows the error layout (its status code from
 * the error, else 500), until the patient goes elsewhere; a missing script chunk reloads the page instead,
 * at most once per 60 s.
 */
// An error boundary must be a class, which mobx-react-lite's observer does not take; it reads no observable.
// eslint-disable-next-line mobx/missing-observer
class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = NO_ERROR;

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: { value: error } };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): BoundaryState | null {
    return state.errorKey !== null && state.errorKey !== props.locationKey ? NO_ERROR : null;
  }

  override componentDidCatch(error: unknown): void {
    this.setState({ errorKey: this.props.locationKey, reloading: this.props.recovery.routeFailed(error) });
  }

  override render() {
    const { error, reloading } = this.state;
    if (!error) return this.props.children;
    return reloading ? <PageLoading /> : <ErrorLayout statusCode={errorStatusCode(error.value)} />;
  }
}

export const RouteErrorBoundary = observer(function RouteErrorBoundary({ children }: { readonly children: ReactNode }) {
  const recovery = useStores(STORES.app).recovery;
  const { key } = useLocation();
  return (
    <Boundary locationKey={key} recovery={recovery}>
      {children}
    </Boundary>
  );
});
