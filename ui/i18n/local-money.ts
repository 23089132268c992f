import { formatUsd } from '../../domain/billing/usd';
import { currentLanguage } from './translate';

/**
 * Dollars for a reader of the current language: English keeps the spec's format ('$1,234.50',
 * domain/billing/usd.ts); another language has Intl's for a US account in that language.
 */
export const localMoney = (dollars: number): string => {
  const language = currentLanguage();
  if (language === 'en') return formatUsd(dollars);
  return new Intl.NumberFormat(`${language}-US`, { style: 'currency', currency: 'USD' }).format(dollars);
};
