import { Spinner } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';

/** While the dashboard's treatments, or the code that lists them, are on their way. */
export const TreatmentsLoading = observer(function TreatmentsLoading() {
  return <Spinner aria-label="Loading your treatments" />;
});
