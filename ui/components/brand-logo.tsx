import { observer } from 'mobx-react-lite';
import { useStore } from '../app/container-context';
import { STORE_TOKENS } from '../stores/store-tokens';

export const BrandLogo = observer(() => {
  const brand = useStore(STORE_TOKENS.brand);
  return <img className="brand-logo" src={brand.logoUrl} alt={brand.name} height={32} />;
});
