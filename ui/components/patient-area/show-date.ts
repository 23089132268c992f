import { formatApiDate } from '../../../domain/formatting/api-date';

/** The patient's zone offset at an instant, in minutes ahead of UTC (getTimezoneOffset counts the other way). */
const browserOffsetAt = (instantMs: number): number => -new Date(instantMs).getTimezoneOffset();

/** An API timestamp as the patient area shows dates ('MMMM Do, YYYY', the order date format), in the patient's zone. */
export const showDate = (iso: string | null | undefined): string | null => formatApiDate(iso, browserOffsetAt);
