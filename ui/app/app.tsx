import type { Container } from 'inversify';
import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { ContainerProvider } from './container-context';
import { createAppRouter } from './router';

export const App = ({ container }: { readonly container: Container }) => {
  const [router] = useState(createAppRouter);
  return (
    <ContainerProvider container={container}>
      <RouterProvider router={router} />
    </ContainerProvider>
  );
};
