import type { components } from '../../openapi/patient-api';
import { findCardTokenById, type CardTokenRecord } from '../cards/card-tokens.repository';
import { declineOf, DECLINES, type CardBehaviour, type CardDecline } from '../cards/sandbox-test-cards';
import type { Database } from '../database/database';
import type { SubscriptionDoc } from '../subscriptions/subscriptions.repository';
import type { PatientDoc } from '../users/users.repository';

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

/** Remembers which card token later charges go to: the provider's customer and its attached card. */
export const rememberCardToken = async (tx: Queryable, patientId: string, tokenId: string, at: Date): Promise<void> => {
  await tx.query(
    `insert into cards_on_file (patient_id, token_id, updated_at) values ($1, $2, $3)
     on conflict (patient_id) do update set token_id = excluded.token_id, updated_at = excluded.updated_at`,
    [patientId, tokenId, at],
  );
};

/** How the patient's card on file behaves when charged; a card kept from before tokens were remembered (the seed's) pays. */
export const cardBehaviourOnFile = async (db: Queryable, patientId: string): Promise<CardBehaviour> => {
  const found = await db.query<{ token_id: string }>('select token_id from cards_on_file where patient_id = $1', [patientId]);
  const tokenId = found.rows[0]?.token_id;
  return (tokenId ? await findCardTokenById(db, tokenId) : null)?.behaviour ?? 'succeed';
};

export const NO_CARD: CardDecline = { code: 'no_card_on_file', declineCode: null, message: 'There is no card on file.' };

/** The card a subscription is billed on: its own copy, else the patient's; null when neither is complete. */
export const billedCard = (subscription: SubscriptionDoc, patient: PatientDoc): CardOnFile | null => {
  const card = subscription.creditCard ?? patient.creditCard;
  return card?.cardNumber && card.expirationDate && card.cardType ? (card as CardOnFile) : null;
};

/** What charging the card on file at `at` gives after its first charge: the provider's decline, or null when it pays. */
export const declineOnFile = async (db: Queryable, patientId: string, card: CardOnFile | null, at: Date): Promise<CardDecline | null> => {
  if (!card) return NO_CARD;
  if (hasExpired(card, at)) return DECLINES.expired_card;
  return declineOf(await cardBehaviourOnFile(db, patientId), 'later');
};
