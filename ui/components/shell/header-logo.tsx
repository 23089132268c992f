import { observer } from 'mobx-react-lite';
import { Link, useLocation } from 'react-router-dom';
import { headerLogoDestination } from '../../../domain/routing/header-logo';
import { useStores } from '../../app/container-context';
import { BrandLogo } from '../brand-logo';
import { useTranslate } from '../../i18n/use-translate';
import { STORES } from '../../stores/store-areas';

/** The header logo (spec §2): the brand website on /register, /ed and /login, otherwise /login. */
export const HeaderLogo = observer(function HeaderLogo() {
  const _ = useTranslate();
  const brand = useStores(STORES.app).brand;
  const destination = headerLogoDestination(useLocation().pathname);
  return destination.kind === 'brand-website' ? (
    <a href={brand.websiteUrl} className="logo-link" aria-label={_('{name} website', { name: brand.name })}>
      <BrandLogo />
    </a>
  ) : (
    <Link to={destination.path} className="logo-link" aria-label={_('{name}: sign in', { name: brand.name })}>
      <BrandLogo />
    </Link>
  );
});
