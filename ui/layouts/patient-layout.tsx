import { Button } from '@blueprintjs/core';
import { LogOut } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { Link, Outlet, useNavigate } from 'react-router-dom';
import { MESSAGES } from '../../domain/feedback/messages';
import { useStore } from '../app/container-context';
import { BrandLogo } from '../components/brand-logo';
import { STORE_TOKENS } from '../stores/store-tokens';

/** The patient area (default layout). */
export const PatientLayout = observer(() => {
  const session = useStore(STORE_TOKENS.session);
  const brand = useStore(STORE_TOKENS.brand);
  const navigate = useNavigate();

  const logout = async () => {
    // Opened first, inside the click, so the browser does not block the new tab.
    window.open(brand.websiteUrl, '_blank', 'noopener,noreferrer');
    await session.signOut();
    navigate('/', { replace: true });
  };

  return (
    <div className="patient-layout">
      <header className="app-header">
        <Link to="/user/subscriptions" className="logo-link" aria-label="Home">
          <BrandLogo />
        </Link>
        <nav aria-label="Account" className="header-actions">
          <Button variant="minimal" icon={<LogOut />} text={MESSAGES.logout} onClick={logout} />
        </nav>
      </header>
      <main className="patient-main">
        <Outlet />
      </main>
    </div>
  );
});
