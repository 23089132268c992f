import type { components } from '../../openapi/patient-api';
import { findOwnCardToken, spendCardToken } from '../cards/card-tokens.repository';
import { maskCard } from '../cards/masked-card';
import { declineOf, DECLINES } from '../cards/sandbox-test-cards';
import type { Caller } from '../contract/operation-router';
import type { Database } from '../database/database';
import { requireCaller } from '../http/caller';
import { codedError, HttpError } from '../http/http-error';
import type { ServerContext } from '../server-context';
import { requirePatient } from '../users/current-patient';
import { cardOnFileOf, hasExpired, rememberCardToken, saveCardOnPatient, type CardOnFile } from './card-on-file';

type RevealedCard = components['schemas']['RevealedCard'];
type Queryable = Pick<Database, 'query'>;

const TOKEN_SPENT = 'This card entry was already used: enter your card again.';

/** A refusal as the provider answers a card it will not attach: 402, its message, its code in `metadata`. */
const refused = (decline: { readonly code: string; readonly declineCode: string | null; readonly message: string }) =>
  new HttpError(402, decline.message, { code: decline.code, declineCode: decline.declineCode });

/** Every subscription billed on a card moves to the new one: the card on file is the patient's, one at a time. */
const moveSubscriptionsToCard = async (tx: Queryable, patientId: string, card: CardOnFile): Promise<void> => {
  await tx.query(
    `update subscriptions set doc = jsonb_set(doc, '{creditCard}', $2::jsonb) where patient_id = $1 and jsonb_typeof(doc->'creditCard') = 'object'`,
    [patientId, JSON.stringify(card)],
  );
};

const tokenOnFile = async (tx: Queryable, patientId: string): Promise<string | null> =>
  (await tx.query<{ token_id: string }>('select token_id from cards_on_file where patient_id = $1', [patientId])).rows[0]?.token_id ?? null;

/**
 * Attaches a tokenized card as the patient's card on file, in one transaction: a card the provider
 * refuses when attached, or one expired on the backend's calendar, is a 402 and the old card stays.
 * The token of the card already on file answers that card again, so a retried request changes nothing.
 */
export const updateCardOnFile = (ctx: ServerContext, caller: Caller | null, patientId: string, cardToken: string) =>
  ctx.db.transaction(async (tx): Promise<RevealedCard> => {
    const { patient } = await requirePatient(tx, caller);
    if (patient._id !== patientId) throw new HttpError(404, 'Patient not found');
    const token = await findOwnCardToken(tx, cardToken, requireCaller(caller).sub);
    if (!token) throw codedError(400, 'card_token_invalid', 'No such card token: please enter your card again.');
    const card = cardOnFileOf(token);
    const masked = maskCard(card);
    if (!masked) throw new Error(`Card token ${token.id} has no last four digits`);
    if ((await tokenOnFile(tx, patient._id)) === token.id) return masked;
    if (token.usedAt) throw codedError(409, 'card_token_used', TOKEN_SPENT);
    const now = new Date(ctx.now());
    if (hasExpired(card, now)) throw refused(DECLINES.expired_card);
    const decline = declineOf(token.behaviour, 'first');
    if (decline) throw refused(decline);
    if (!(await spendCardToken(tx, token.id, token.ownerSub, now))) throw codedError(409, 'card_token_used', TOKEN_SPENT);
    await saveCardOnPatient(tx, patient._id, card);
    await rememberCardToken(tx, patient._id, token.id, now);
    await moveSubscriptionsToCard(tx, patient._id, card);
    return masked;
  });
