import { observer } from 'mobx-react-lite';
import { useTranslate } from '../../i18n/use-translate';

/** While the session or a page is on its way: a quiet spinner, announced once to screen readers. */
export const PageLoading = observer(function PageLoading() {
  const _ = useTranslate();
  return (
    <div className="page-loading" role="status">
      <span className="page-loading-ring" aria-hidden="true" />
      <span className="visually-hidden">{_('Loading')}</span>
    </div>
  );
});
