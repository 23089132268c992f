import { currentLanguage } from './translate';

/**
 * Dates for a reader of a language other than English, in the browser's zone by Intl ('27 de noviembre
 * de 2026', '27/11/2026, 07:00'). English keeps the spec's own formats (domain/formatting), which callers
 * use when this answers null.
 */
const formatterFor = (style: 'day' | 'moment'): Intl.DateTimeFormat | null => {
  const language = currentLanguage();
  if (language === 'en') return null;
  return new Intl.DateTimeFormat(`${language}-US`, style === 'day' ? { dateStyle: 'long' } : { dateStyle: 'short', timeStyle: 'short', hourCycle: 'h23' });
};

/** A day, or null where English's own format applies. */
export const localDay = (instantMs: number): string | null => formatterFor('day')?.format(instantMs) ?? null;

/** A day and time, or null where English's own format applies. */
export const localMoment = (instantMs: number): string | null => formatterFor('moment')?.format(instantMs) ?? null;
