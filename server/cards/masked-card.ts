import type { components } from '../../openapi/patient-api';

type RevealedCard = components['schemas']['RevealedCard'];

/** Only the last four digits leave the server, whatever the stored card holds. */
export const maskCard = (
  card: { readonly cardNumber?: string | null; readonly cardType?: string | null; readonly expirationDate?: string | null } | null | undefined,
): RevealedCard | null => {
  const digits = (card?.cardNumber ?? '').replace(/\D/g, '');
  if (!card || digits.length < 4) return null;
  const last4 = digits.slice(-4);
  return { cardNumber: `**** **** **** ${last4}`, last4, cardType: card.cardType ?? null, expirationDate: card.expirationDate ?? null };
};
