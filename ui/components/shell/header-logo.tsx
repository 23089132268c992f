import { observer } from 'mobx-react-lite';
import { Link, useLocation } from 'react-router-dom';
import { headerLogoDestination } from '../../../domain/routing/header-logo';
import { useStores } from '../../app/container-context';
import { BrandLogo } from '../brand-logo';
import { STORES } from '../../stores/store-areas';

/** The header logo (spec §2): the brand website on /register, /ed and /login, otherwise /login. */
export const HeaderLogo = observer(function HeaderLogo() {
  const brand = useStores(STORES.app).brand;
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
