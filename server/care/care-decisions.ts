import type { components } from '../../openapi/operator-api';
import { moveCharges } from '../billing/charges.repository';
import { postMessage } from '../chat/chat-messages.repository';
import { openDoctorChat, openSupportChat } from '../chat/chats.repository';
import type { Database } from '../database/database';
import { HttpError } from '../http/http-error';
import { cycleDates } from '../lifecycle/billing-periods';
import { noticeToPatient } from '../notices/patient-notice';
import type { OrderDoc } from '../orders/order-docs';
import { cancelOpenOrders } from '../orders/orders.repository';
import type { ServerContext } from '../server-context';
import { SUBSCRIPTION_NOT_FOUND, saveSubscription, type SubscriptionDoc } from '../subscriptions/subscriptions.repository';
import type { PatientDoc, UserDoc } from '../users/users.repository';
import { decisionNotice, defaultMessage, WRITER } from './care-messages';
import { defaultMessageEs } from './spanish/care-messages.spanish';
import { careTransition, type CareDecision } from './care-transitions';
import { treatingDoctor, type TreatingDoctor } from './licensed-doctor';
import { decisionNoticeEs } from '../notices/spanish/notices.spanish';

type Queryable = Pick<Database, 'query'>;
export type CareDecisionResult = components['schemas']['CareDecisionResult'];

export interface DecisionRequest {
  readonly decision: CareDecision;
  /** The doctor's or support's own words, instead of the default text. */
  readonly message?: string;
  /** approve only: the doctor to approve as. */
  readonly doctorId?: string;
}

interface Case {
  readonly tx: Queryable;
  readonly subscription: SubscriptionDoc;
  readonly patient: PatientDoc;
  readonly user: UserDoc;
  readonly now: Date;
}

/** The treatment's first order (made with the registration payment), moved to `status`, or as it is. */
const firstOrder = async (tx: Queryable, subscriptionId: string, status?: 'processing'): Promise<OrderDoc | null> => {
  if (status) {
    await tx.query(`update orders set status = $2, doc = jsonb_set(doc, '{status}', to_jsonb($2::text)) where subscription_id = $1 and status = 'pending'`, [
      subscriptionId,
      status,
    ]);
  }
  const found = await tx.query<{ doc: OrderDoc }>('select doc from orders where subscription_id = $1 order by created_at, id limit 1', [subscriptionId]);
  return found.rows[0]?.doc ?? null;
};

/** Approval: the held payment is captured, the first order goes to the pharmacy, the prescription year starts now. */
const approve = async ({ tx, subscription, now }: Case, doctor: TreatingDoctor) => {
  const captured = await moveCharges(tx, subscription._id, 'hold', 'captured');
  if (captured === 0) throw new HttpError(409, 'This treatment has no payment on hold: it cannot be approved.');
  const order = await firstOrder(tx, subscription._id, 'processing');
  return {
    changes: { isApproved: true, doctorId: doctor._id, paymentIntentStatus: 'succeeded', ...cycleDates(subscription.plan, now) },
    order,
  };
};

/** A decline or failed verification: nothing is billed, the held payment is released, the order stops. */
const release = async ({ tx, subscription }: Case) => {
  const released = await moveCharges(tx, subscription._id, 'hold', 'refunded');
  await cancelOpenOrders(tx, subscription._id);
  await tx.query(`update doctor_assignments set status = 'inactive' where subscription_id = $1 and status = 'active'`, [subscription._id]);
  return {
    changes: { isApproved: false, nextBillingDate: null, ...(released > 0 ? { paymentIntentStatus: 'canceled' } : {}) },
    order: await firstOrder(tx, subscription._id),
  };
};

/** The doctor (or support) writes in the patient's chat, as they would about this decision. */
const write = async (
  { tx, subscription, patient, user, now }: Case,
  decision: CareDecision,
  doctor: TreatingDoctor | null,
  { text, spanish }: { readonly text: string; readonly spanish: string | undefined },
) => {
  const parties = { patientId: patient._id, patientUserId: user._id };
  if (WRITER[decision] === 'doctor' && doctor) {
    const chat = await openDoctorChat(tx, { ...parties, subscriptionId: subscription._id, doctorId: doctor._id, doctorUserId: doctor.userId }, now);
    await postMessage(tx, { chatId: chat.id, userId: doctor.userId, message: text, ...(spanish ? { spanish } : {}), createdAt: now });
  } else {
    const chat = await openSupportChat(tx, parties, now);
    await postMessage(tx, { chatId: chat.id, userId: chat.peer_user_id, message: text, ...(spanish ? { spanish } : {}), createdAt: now });
  }
};

const lockCase = async (tx: Queryable, subscriptionId: string) => {
  const found = await tx.query<{ doc: SubscriptionDoc; patient: PatientDoc; user: UserDoc }>(
    `select s.doc, p.doc as patient, u.doc as user from subscriptions s
     join patients p on p.id = s.patient_id join users u on u.id = p.user_id where s.id = $1 for update of s`,
    [subscriptionId],
  );
  const row = found.rows[0];
  if (!row) throw new HttpError(404, SUBSCRIPTION_NOT_FOUND);
  return row;
};

/**
 * A care-team decision, all or nothing: the treatment is locked, the care table decides (409 with its
 * reason: not paid, approved twice...), money and goods follow, the doctor or support writes where a
 * real one would, and a notice tells the patient (live, on commit).
 */
export const decideOnSubscription = (ctx: ServerContext, subscriptionId: string, request: DecisionRequest): Promise<CareDecisionResult> =>
  ctx.db.transaction(async (tx) => {
    const { decision } = request;
    if (request.doctorId && decision !== 'approve') throw new HttpError(400, 'Invalid body: doctorId is for approve only');
    if (decision === 'send-back' && !request.message) throw new HttpError(400, "Invalid body: send-back needs the doctor's question in message");
    const { doc: subscription, patient, user } = await lockCase(tx, subscriptionId);
    const allowed = careTransition(subscription.status, decision);
    if (!allowed.ok) throw new HttpError(409, allowed.message);
    const now = new Date(ctx.now());
    const found: Case = { tx, subscription, patient, user, now };
    const doctor = WRITER[decision] === 'doctor' ? await treatingDoctor(tx, subscription, patient, request.doctorId, now) : null;
    const outcome =
      decision === 'approve' && doctor
        ? await approve(found, doctor)
        : decision === 'decline' || decision === 'not-verified'
          ? await release(found)
          : { changes: {}, order: null };
    const decided: SubscriptionDoc = { ...subscription, ...outcome.changes, ...(doctor ? { doctorId: doctor._id } : {}), status: allowed.to };
    await saveSubscription(tx, decided);

    const voices = { patientFirstName: user.firstName ?? null, doctorName: doctor?.name ?? null };
    // The operator's own words are written as they are; the backend's own, in English and Spanish.
    const text = request.message ?? defaultMessage(decision, decided, voices);
    const spanish = request.message ? undefined : (defaultMessageEs(decision, decided, voices) ?? undefined);
    if (text) await write(found, decision, doctor, { text, spanish });
    await noticeToPatient(tx, patient._id, {
      type: 'subscription',
      message: decisionNotice(decision, decided, voices),
      spanish: decisionNoticeEs(decision, decided, voices.doctorName),
      data: { subscriptionId: subscription._id, decision },
      createdAt: now,
    });
    return { subscription: decided, order: outcome.order, doctor: doctor ? { _id: doctor._id, name: doctor.name } : null };
  });
