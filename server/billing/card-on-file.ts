import type { components } from '../../openapi/patient-api';
import type { CardTokenRecord } from '../cards/card-tokens.repository';
import type { Database } from '../database/database';

type Queryable = Pick<Database, 'query'>;

/** The card on file as the patient and the subscription show it: last four digits, expiry, brand. */
export type CardOnFile = NonNullable<components['schemas']['SubscriptionLifecycle']['creditCard']>;

export const cardOnFileOf = (token: CardTokenRecord): CardOnFile => ({
  cardNumber: token.last4,
  expirationDate: `${String(token.expMonth).padStart(2, '0')}/${String(token.expYear % 100).padStart(2, '0')}`,
  cardType: token.brand,
});

/** A card is good until the end of its expiry month. */
export const hasExpired = (card: CardOnFile, now: Date): boolean => {
  const [month, year] = card.expirationDate.split('/').map(Number);
  const endOfExpiryMonth = Date.UTC(2000 + (year ?? 0), month ?? 0, 1);
  return now.getTime() >= endOfExpiryMonth;
};

/** Keeps the card on the patient (what the app reveals) after a payment went through on it. */
export const saveCardOnPatient = async (tx: Queryable, patientId: string, card: CardOnFile): Promise<void> => {
  await tx.query(`update patients set doc = jsonb_set(doc, '{creditCard}', $2::jsonb) where id = $1`, [patientId, JSON.stringify(card)]);
};

