/** Amounts are computed in whole cents and shown in the API as dollars with two decimals. */
export type Cents = number;

export const toCents = (dollars: number): Cents => Math.round(dollars * 100);

export const toDollars = (cents: Cents): number => cents / 100;

/** A share of an amount, rounded half up to the cent (never a fraction of a cent). */
export const percentOf = (cents: Cents, percent: number): Cents => Math.round((cents * percent) / 100);

/** An amount divided into `parts`, rounded to the cent. */
export const divide = (cents: Cents, parts: number): Cents => Math.round(cents / parts);
