/**
 * Money. The API carries dollars as numbers with two decimals; every calculation works in whole cents so
 * no binary fraction ever reaches a bill.
 */

/** Dollars to cents, rounded half up to the cent (1.005 becomes 101: the binary noise of 1.005 × 100 is ignored). */
export const toCents = (dollars: number): number => Math.round(Number((dollars * 100).toFixed(6)));

export const toDollars = (cents: number): number => cents / 100;
