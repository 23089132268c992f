import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { domainRoutingRedirect } from '../../domain/routing/domain-routing';
import { STORE_TOKENS } from '../stores/store-tokens';
import { useStore } from './container-context';

/** The domainRouting guard: the women's brand sends its hidden entry pages to /weightloss. */
export const DomainRouting = observer(({ children }: { readonly children: ReactNode }) => {
  const brand = useStore(STORE_TOKENS.brand);
  const location = useLocation();
  const target = domainRoutingRedirect(brand.id, location.pathname);
  return target ? <Navigate to={{ pathname: target, search: location.search }} replace /> : children;
});
