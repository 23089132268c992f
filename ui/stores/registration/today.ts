import type { CalendarDate } from '../../../domain/shared/calendar-date';

/** Today on the calendar the server checks dates against (given by the composition root's clock). */
export type Today = () => CalendarDate;
