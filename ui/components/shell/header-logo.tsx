import { observer } from 'mobx-react-lite';
import { Link, useLocation } from 'react-router-dom';
import { headerLogoDestination } from '../../../domain/routing/header-logo';
import { useStore } from '../../app/container-context';
import { STORE_TOKENS } from '../../stores/store-tokens';
import { BrandLogo } from '../brand-logo';

/** The header logo (spec §2): the brand website on /register, /ed and /login, otherwise /login. */
export const HeaderLogo = observer(() => {
  const brand = useStore(STORE_TOKENS.brand);
  const destination = headerLogoDestination(useLocation().pathname);
  return destination.kind === 'brand-website' ? (
    <a href={brand.websiteUrl} className="logo-link" aria-label={`${brand.name} website`}>
      <BrandLogo />
    </a>
  ) : (
    <Link to={destination.path} className="logo-link" aria-label={`${brand.name}: sign in`}>
      <BrandLogo />
    </Link>
  );
});
