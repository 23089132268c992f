import type { Container } from 'inversify';
import { BrowserRouter } from 'react-router-dom';
import { BannerHost } from '../components/shell/banner-host';
import { LoadingBar } from '../components/shell/loading-bar';
import { RouteEffects } from '../components/shell/route-effects';
import { SignedOutElsewhere } from '../components/shell/signed-out-elsewhere';
import { ContainerProvider } from './container-context';
import { RouteErrorBoundary } from './route-error-boundary';
import { AppRoutes } from './routes';
import { observer } from 'mobx-react-lite';

export const App = observer(function App({ container }: { readonly container: Container }) {
  return (
    <ContainerProvider container={container}>
      <BrowserRouter>
        <LoadingBar />
        <BannerHost />
        <RouteEffects />
        <SignedOutElsewhere />
        <RouteErrorBoundary>
          <AppRoutes />
        </RouteErrorBoundary>
      </BrowserRouter>
    </ContainerProvider>
  );
});
