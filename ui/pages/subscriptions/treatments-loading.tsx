import { Spinner } from '@blueprintjs/core';
import { useTranslate } from '../../i18n/use-translate';
import { observer } from 'mobx-react-lite';

/** While the dashboard's treatments, or the code that lists them, are on their way. */
export const TreatmentsLoading = observer(function TreatmentsLoading() {
  const _ = useTranslate();
  return <Spinner aria-label={_('Loading your treatments')} />;
});
