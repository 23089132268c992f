import { BrandLogo } from '../brand-logo';
import { PageLoading } from './page-loading';
import { observer } from 'mobx-react-lite';

/**
 * Before a layout is on screen (the session check, a layout's code on its way): the brand's logo over the
 * spinner, so the first thing drawn already shows whose app is opening rather than an empty page.
 */
export const AppLoading = observer(function AppLoading() {
  return (
    <div className="app-loading">
      <BrandLogo />
      <PageLoading />
    </div>
  );
});
