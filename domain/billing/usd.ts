import { toCents } from '../shared/money';

const withThousands = (whole: number): string => String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** Dollars as a patient reads them: '$1,234.50', '$0.00'; a negative amount as '-$12.00'. */
export const formatUsd = (dollars: number): string => {
  const cents = toCents(dollars);
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  return `${sign}$${withThousands(Math.floor(absolute / 100))}.${String(absolute % 100).padStart(2, '0')}`;
};

/** An invoice line's amount: a deduction (isNegative, its sum always positive) shows with a minus sign. */
export const formatInvoiceAmount = (item: { readonly sum: number; readonly isNegative: boolean }): string =>
  formatUsd(item.isNegative ? -Math.abs(item.sum) : item.sum);
