import { Spinner } from '@blueprintjs/core';
import { useTranslate } from '../../i18n/use-translate';

/** While the dashboard's treatments, or the code that lists them, are on their way. */
export const TreatmentsLoading = () => {
  const _ = useTranslate();
  return <Spinner aria-label={_('Loading your treatments')} />;
};
