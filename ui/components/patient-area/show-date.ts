import { formatApiDate } from '../../../domain/formatting/api-date';
import { localOffsetAt } from '../local-zone';

/** An API timestamp as the patient area shows dates ('MMMM Do, YYYY', the order date format), in the patient's zone. */
export const showDate = (iso: string | null | undefined): string | null => formatApiDate(iso, localOffsetAt);
