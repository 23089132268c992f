import { describeCard } from '../../domain/billing/card-on-file';
import { translate } from './translate';

/**
 * A card in the patient's language: its type and last four digits ('Visa ending in 4242'), as
 * describeCard words it in English; null when the number is not four digits.
 */
export const cardText = (card: { readonly cardType: string | null; readonly last4: string }): string | null => {
  if (describeCard(card) === null) return null;
  return translate('{type} ending in {last4}', { type: card.cardType?.trim() || translate('Card'), last4: card.last4 });
};
