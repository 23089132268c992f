import { observer } from 'mobx-react-lite';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { headerLogoDestination } from '../../domain/routing/header-logo';
import { useStore } from '../app/container-context';
import { BrandLogo } from '../components/brand-logo';
import { STORE_TOKENS } from '../stores/store-tokens';

/** Auth layout (spec §2): header plus a centred column. */
export const AuthLayout = observer(() => {
  const brand = useStore(STORE_TOKENS.brand);
  const destination = headerLogoDestination(useLocation().pathname);
  return (
    <div className="auth-layout">
      <header className="app-header">
        {destination.kind === 'brand-website' ? (
          <a href={brand.websiteUrl} className="logo-link" aria-label={`${brand.name} website`}>
            <BrandLogo />
          </a>
        ) : (
          <Link to={destination.path} className="logo-link" aria-label="Sign in">
            <BrandLogo />
          </Link>
        )}
      </header>
      <main className="auth-column">
        <Outlet />
      </main>
    </div>
  );
});
