import { observer } from 'mobx-react-lite';
import { useStores } from '../app/container-context';
import { STORES } from '../stores/store-areas';

export const BrandLogo = observer(function BrandLogo() {
  const brand = useStores(STORES.app).brand;
  return <img className="brand-logo" src={brand.logoUrl} alt={brand.name} height={32} />;
});
