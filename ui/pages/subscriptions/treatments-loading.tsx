import { Spinner } from '@blueprintjs/core';

/** While the dashboard's treatments, or the code that lists them, are on their way. */
export const TreatmentsLoading = () => <Spinner aria-label="Loading your treatments" />;
