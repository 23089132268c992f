import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { AuthLayout } from '../layouts/auth-layout';
import { DomainRouting } from './domain-routing';
import { NotFoundPage } from '../pages/not-found/not-found.page';
import { RequirePatient, RequireVisitor } from './require-patient';

/** Each page is its own chunk: a first visit to /login downloads neither the patient area nor sign-up. */
const routes: RouteObject[] = [
  {
    element: (
      <DomainRouting>
        <RequireVisitor>
          <AuthLayout />
        </RequireVisitor>
      </DomainRouting>
    ),
    children: [
      { path: '/', lazy: async () => ({ Component: (await import('../pages/home/home.page')).HomePage }) },
      { path: '/login', lazy: async () => ({ Component: (await import('../pages/login/login.page')).LoginPage }) },
      { path: '/:slug', lazy: async () => ({ Component: (await import('../pages/entry/entry.page')).EntryPage }) },
    ],
  },
  {
    path: '/user',
    lazy: async () => {
      const { PatientLayout } = await import('../layouts/patient-layout');
      return {
        element: (
          <RequirePatient>
            <PatientLayout />
          </RequirePatient>
        ),
      };
    },
    children: [
      {
        path: 'subscriptions',
        lazy: async () => ({ Component: (await import('../pages/subscriptions/subscriptions.page')).SubscriptionsPage }),
      },
    ],
  },
  { path: '*', element: <NotFoundPage /> },
];

export const createAppRouter = () => createBrowserRouter(routes);
