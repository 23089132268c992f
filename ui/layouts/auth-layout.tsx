import { Outlet } from 'react-router-dom';
import { HeaderLogo } from '../components/shell/header-logo';
import { observer } from 'mobx-react-lite';

/** Auth layout (spec §2): header plus a centred column. */
export const AuthLayout = observer(function AuthLayout() {
  return (
  <div className="auth-layout">
    <header className="app-header">
      <HeaderLogo />
    </header>
    <main className="auth-column">
      <Outlet />
    </main>
  </div>
);
});
