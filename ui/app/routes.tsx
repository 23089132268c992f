import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { AppLoading } from '../components/shell/app-loading';
import { AuthLayout } from '../layouts/auth-layout';
import { TestUserLayout } from '../layouts/test-user-layout';
import { NotFoundPage } from '../pages/not-found/not-found.page';
import { STORE_CODE } from '../stores/store-areas';
import { LoginPage } from '../pages/login/login.page';
import { DashboardPage, PatientLayout } from './dashboard-page';
import { lazyPage, withStoreCode } from './lazy-page';
import { preloadRouteCode } from './route-code';
import { RouteGuard } from './route-guard';
import { StepsLayout, StepsPage } from './steps-pages';
import { observer } from 'mobx-react-lite';

// Each page is its own chunk: a first visit to /login downloads neither the patient area nor sign-up. The
// login page itself, where most visits start, comes with the app: one download instead of a dozen small ones.
const HomePage = lazyPage(() => import('../pages/home/home.page'), 'HomePage');
const ResetPasswordPage = lazyPage(() => import('../pages/reset-password/reset-password.page'), 'ResetPasswordPage');
const NewPasswordPage = lazyPage(() => import('../pages/new-password/new-password.page'), 'NewPasswordPage');
const EntryPage = lazyPage(() => withStoreCode(import('../pages/entry/entry.page'), STORE_CODE.registration), 'EntryPage');
// ── area pages ──
const SubscriptionPage = lazyPage(() => import('../pages/subscription/subscription.page'), 'SubscriptionPage');
const RenewalPage = lazyPage(() => import('../pages/renewal/renewal.page'), 'RenewalPage');
const OrderHistoryPage = lazyPage(() => import('../pages/order-history/order-history.page'), 'OrderHistoryPage');
const ChatPage = lazyPage(() => withStoreCode(import('../pages/chat/chat.page'), STORE_CODE.messagingAndAccount), 'ChatPage');
// The payment method's store is the patient area's: its code comes with the page, so the section is drawn with it.
const ProfilePage = lazyPage(
  () => withStoreCode(import('../pages/profile/profile.page'), STORE_CODE.messagingAndAccount, STORE_CODE.patientArea),
  'ProfilePage',
);
const SettingsPage = lazyPage(() => withStoreCode(import('../pages/settings/settings.page'), STORE_CODE.messagingAndAccount), 'SettingsPage');
const DoctorInfoPage = lazyPage(() => withStoreCode(import('../pages/doctor-info/doctor-info.page'), STORE_CODE.messagingAndAccount), 'DoctorInfoPage');
const ThankYouPage = lazyPage(() => withStoreCode(import('../pages/thank-you/thank-you.page'), STORE_CODE.registration), 'ThankYouPage');
const NewSubscriptionPage = lazyPage(
  () => withStoreCode(import('../pages/new-subscription/new-subscription.page'), STORE_CODE.registration),
  'NewSubscriptionPage',
);
const TestUserFlowPage = lazyPage(() => withStoreCode(import('../pages/test-user-flow/test-user-flow.page'), STORE_CODE.registration), 'TestUserFlowPage');
// ── end area pages ──

/**
 * The route table of spec §2. Each layout is a guarded route (`<RouteGuard layout=...>`: domainRouting,
 * then the layout's guards of spec §4): auth (auth), the patient area (activeUser, session), steps
 * (registerUser, session). Routes go between the markers of their layout: a patient-area page under
 * /user, a page of the default layout elsewhere (/doctor-info/:doctorId), the steps layout's route (the
 * element is the steps layout itself, guarded here), the test-user layout's page.
 */
const routeTable = (
  <>
    <Route
      element={
        <RouteGuard layout="auth">
          <AuthLayout />
        </RouteGuard>
      }
    >
      <Route path="/" element={<HomePage />} />
      <Route path="/login" element={<LoginPage />} />
      <Route path="/reset-password" element={<ResetPasswordPage />} />
      <Route path="/new-password/:token" element={<NewPasswordPage />} />
      <Route path="/new-password/:email/:token" element={<NewPasswordPage />} />
      <Route path="/:slug" element={<EntryPage />} />
    </Route>
    <Route
      path="/user"
      element={
        <RouteGuard layout="patient">
          <PatientLayout />
        </RouteGuard>
      }
    >
      <Route path="subscriptions" element={<DashboardPage />} />
      {/* ── area patient routes ── */}
      <Route path="subscriptions/:id" element={<SubscriptionPage />} />
      <Route path="subscriptions/renewal/:id" element={<RenewalPage />} />
      <Route path="order-history" element={<OrderHistoryPage />} />
      <Route path="chat" element={<ChatPage />} />
      <Route path="profile" element={<ProfilePage />} />
      <Route path="settings" element={<SettingsPage />} />
      <Route path="new-subscription" element={<NewSubscriptionPage />} />
      <Route path="new-subscription/:id" element={<NewSubscriptionPage />} />
      {/* ── end area patient routes ── */}
    </Route>
    <Route
      element={
        <RouteGuard layout="patient">
          <PatientLayout />
        </RouteGuard>
      }
    >
      {/* ── default-layout routes ── */}
      <Route path="/doctor-info/:doctorId" element={<DoctorInfoPage />} />
      {/* ── end default-layout routes ── */}
    </Route>
    <Route element={<RouteGuard layout="steps" />}>
      {/* ── steps-layout routes ── */}
      <Route element={<StepsLayout />}>
        <Route path="/steps" element={<StepsPage />} />
        <Route path="/thank-you" element={<ThankYouPage />} />
      </Route>
      {/* ── end steps-layout routes ── */}
    </Route>
    <Route element={<TestUserLayout />}>
      {/* ── test-user-layout routes ── */}
      <Route path="/create-test-user-flow" element={<TestUserFlowPage />} />
      {/* ── end test-user-layout routes ── */}
    </Route>
    {/* ── area top-level routes ── */}
    {/* ── end area top-level routes ── */}
    <Route path="*" element={<NotFoundPage />} />
  </>
);

export const AppRoutes = observer(function AppRoutes() {
  return (
    <Suspense fallback={<AppLoading />}>
      <Routes>{routeTable}</Routes>
    </Suspense>
  );
});

/** The code of the layouts and the page `pathname` draws, asked for ahead of the app's first screen (ui/main.tsx). */
export const preloadRoute = (pathname: string): Promise<void> => preloadRouteCode(routeTable, pathname);
