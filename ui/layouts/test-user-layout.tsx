import { Outlet } from 'react-router-dom';
import { HeaderLogo } from '../components/shell/header-logo';
import { useTranslate } from '../i18n/use-translate';
import { observer } from 'mobx-react-lite';

/**
 * Test-user layout (spec §2), for /create-test-user-flow: the brand header with a plain mark that this
 * is the test-user flow (so nobody mistakes it for a patient's own sign-up), and a wide centred column.
 */
export const TestUserLayout = observer(function TestUserLayout() {
  const _ = useTranslate();
  return (
    <div className="auth-layout">
      <header className="app-header">
        <HeaderLogo />
        <p className="test-user-mark">{_('Test user flow')}</p>
      </header>
      <main className="auth-column test-user-column">
        <Outlet />
      </main>
    </div>
  );
});
