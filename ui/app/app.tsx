import type { Container } from 'inversify';
import { BrowserRouter } from 'react-router-dom';
import { ContainerProvider } from './container-context';
import { AppRoutes } from './routes';

export const App = ({ container }: { readonly container: Container }) => (
  <ContainerProvider container={container}>
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  </ContainerProvider>
);
