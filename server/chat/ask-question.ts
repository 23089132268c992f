import type { components } from '../../openapi/patient-api';
import type { Database } from '../database/database';
import { activeDoctorOf, assignDoctor } from '../doctors/doctor-assignments';
import { findDoctorUserId, isoDay, pickDoctorFor } from '../doctors/doctors.repository';
import { findSubscriptionOfPatient } from '../doctors/patient-subscriptions';
import { codedError, HttpError } from '../http/http-error';
import type { ServerContext } from '../server-context';
import { shippingStateOf } from '../users/shipping-state';
import { listSubscriptionsOfPatient, type PatientDoc, type SubscriptionDoc, type UserDoc } from '../users/users.repository';
import { postMessage } from './chat-messages.repository';
import { findDoctorChat, openDoctorChat, openSupportChat, type ChatRow } from './chats.repository';

type Question = components['schemas']['QuestionToDoctor'];
type Queryable = Pick<Database, 'query'>;

const DOCTOR_CATEGORIES: ReadonlySet<Question['category']> = new Set(['plan', 'call', 'side-effects']);

export const requireText = (text: string): string => {
  if (text.trim() === '') throw codedError(400, 'empty_message', 'The message is empty');
  return text;
};

/** The subscription's doctor chat; when there is none, the assigned doctor's (assigning one if needed). */
const doctorChatFor = async (tx: Queryable, who: { user: UserDoc; patient: PatientDoc }, subscription: SubscriptionDoc, now: Date): Promise<ChatRow> => {
  const existing = await findDoctorChat(tx, subscription._id);
  if (existing) return existing;
  let doctorId = await activeDoctorOf(tx, subscription._id);
  if (!doctorId) {
    doctorId = await pickDoctorFor(tx, subscription.productType, shippingStateOf(who.patient), isoDay(now.getTime()));
    if (!doctorId) throw codedError(409, 'no_doctor_available', 'No doctor is available for this treatment yet: please ask support instead');
    await assignDoctor(tx, { patientId: who.patient._id, subscriptionId: subscription._id, product: subscription.productType, doctorId, at: now });
  }
  const doctorUserId = await findDoctorUserId(tx, doctorId);
  if (!doctorUserId) throw new Error(`Doctor ${doctorId} has no user`);
  return openDoctorChat(tx, { patientId: who.patient._id, patientUserId: who.user._id, subscriptionId: subscription._id, doctorId, doctorUserId }, now);
};

const subscriptionFor = async (ctx: ServerContext, patient: PatientDoc, subscriptionId: string | undefined): Promise<SubscriptionDoc> => {
  if (subscriptionId) {
    const subscription = await findSubscriptionOfPatient(ctx.db, patient._id, subscriptionId);
    if (!subscription) throw new HttpError(404, 'Subscription not found');
    return subscription;
  }
  const [newest] = await listSubscriptionsOfPatient(ctx.db, patient._id);
  if (!newest) throw codedError(409, 'no_treatment_for_doctor', 'A question for a doctor needs a treatment: start one, or ask support instead');
  return newest;
};

/**
 * question-to-doctor: a doctor category goes to the subscription's doctor chat, a support category to the
 * patient's support chat; the chat is opened (and a doctor assigned) in the same transaction as the
 * message, so a refusal leaves nothing behind. Returns the new message's id.
 */
export const askQuestion = async (ctx: ServerContext, who: { user: UserDoc; patient: PatientDoc }, question: Question): Promise<string> => {
  const message = requireText(question.message);
  const now = new Date(ctx.now());
  if (!DOCTOR_CATEGORIES.has(question.category)) {
    if (question.subscriptionId) {
      throw new HttpError(400, 'subscriptionId is only for doctor questions (plan, call, side-effects)');
    }
    return ctx.db.transaction(async (tx) => {
      const chat = await openSupportChat(tx, { patientId: who.patient._id, patientUserId: who.user._id }, now);
      return postMessage(tx, { chatId: chat.id, userId: who.user._id, message, category: question.category, createdAt: now });
    });
  }
  const subscription = await subscriptionFor(ctx, who.patient, question.subscriptionId);
  return ctx.db.transaction(async (tx) => {
    const chat = await doctorChatFor(tx, who, subscription, now);
    return postMessage(tx, { chatId: chat.id, userId: who.user._id, message, category: question.category, createdAt: now });
  });
};
