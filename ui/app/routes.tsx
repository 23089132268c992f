import { Spinner } from '@blueprintjs/core';
import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { AuthLayout } from '../layouts/auth-layout';
import { NotFoundPage } from '../pages/not-found/not-found.page';
import { DomainRouting } from './domain-routing';
import { lazyPage } from './lazy-page';
import { RequirePatient, RequireVisitor } from './require-patient';

// Each page is its own chunk: a first visit to /login downloads neither the patient area nor sign-up.
const HomePage = lazyPage(() => import('../pages/home/home.page'), 'HomePage');
const LoginPage = lazyPage(() => import('../pages/login/login.page'), 'LoginPage');
const EntryPage = lazyPage(() => import('../pages/entry/entry.page'), 'EntryPage');
const PatientLayout = lazyPage(() => import('../layouts/patient-layout'), 'PatientLayout');
const SubscriptionsPage = lazyPage(() => import('../pages/subscriptions/subscriptions.page'), 'SubscriptionsPage');
// ── area pages ──
// ── end area pages ──

const pageSpinner = <Spinner className="page-spinner" aria-label="Loading" />;

/** The route table of spec §2. */
export const AppRoutes = () => (
  <Suspense fallback={pageSpinner}>
    <Routes>
      <Route
        element={
          <DomainRouting>
            <RequireVisitor>
              <AuthLayout />
            </RequireVisitor>
          </DomainRouting>
        }
      >
        <Route path="/" element={<HomePage />} />
        <Route path="/login" element={<LoginPage />} />
        <Route path="/:slug" element={<EntryPage />} />
      </Route>
      <Route
        path="/user"
        element={
          <RequirePatient>
            <PatientLayout />
          </RequirePatient>
        }
      >
        <Route path="subscriptions" element={<SubscriptionsPage />} />
        {/* ── area patient routes ── */}
        {/* ── end area patient routes ── */}
      </Route>
      {/* ── area top-level routes ── */}
      {/* ── end area top-level routes ── */}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  </Suspense>
);
