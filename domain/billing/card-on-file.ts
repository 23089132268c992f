/**
 * The card on file in words: its type and last four digits only, never more of the number
 * ('Visa ending in 4242'). A number that is not four digits is not shown at all.
 */
export const describeCard = (card: { readonly cardType: string | null; readonly last4: string }): string | null => {
  if (!/^\d{4}$/.test(card.last4)) return null;
  return `${card.cardType?.trim() || 'Card'} ending in ${card.last4}`;
};
