import { Card, Classes, H1 } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { brandOffers } from '../../../domain/brands/brand';
import { PRODUCT_TYPE_NAMES, PRODUCT_TYPES, type ProductType } from '../../../domain/shared/product-type';
import { useStores } from '../../app/container-context';
import { STORES } from '../../stores/store-areas';
import { useTranslate } from '../../i18n/use-translate';
import { translate } from '../../i18n/translate';

const ENTRY_PATHS: Readonly<Record<ProductType, string>> = {
  ed: '/ed',
  hl: '/hairloss',
  wl: '/weightloss',
  ag: '/antiaging',
};

/** `/`: the treatments this brand offers, each starting its own sign-up, and the way in for patients. */
export const HomePage = observer(function HomePage() {
  const _ = useTranslate();
  const brand = useStores(STORES.app).brand;
  const offered = PRODUCT_TYPES.filter((type) => brandOffers(brand.id, type));
  return (
    <Card className="auth-card" elevation={1}>
      <H1 className="auth-title">{_('Treatment from licensed doctors, online')}</H1>
      <p className="auth-lead">{_('Choose what you would like help with. It starts with a short online visit.')}</p>
      <nav aria-label={_('Treatments')}>
        <ul className="treatment-choices">
          {offered.map((type) => (
            <li key={type}>
              <Link className="treatment-choice" to={ENTRY_PATHS[type]}>
                {translate(PRODUCT_TYPE_NAMES[type])}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className="auth-switch">{_('Already a patient?')}</p>
      {/* A link that looks like a button: the router goes there, without loading the app again. */}
      <Link to="/login" className={`${Classes.BUTTON} ${Classes.LARGE} ${Classes.FILL}`}>
        {_('Sign in')}
      </Link>
    </Card>
  );
});
