import type { Database } from '../database/database';
import { readConfigEntry } from '../lookups/config-values';
import type { PatientDoc, UserDoc } from '../users/users.repository';
import type { RegistrationStep } from './registration-steps';
import type { SubscriptionDoc } from './subscriptions.repository';

type Queryable = Pick<Database, 'query'>;

/** `db` is the transaction of the step update: every read goes through it (PGlite has one connection). */
export interface StepContext {
  readonly db: Queryable;
  readonly user: UserDoc;
  readonly patient: PatientDoc;
  readonly subscription: SubscriptionDoc;
}

/** Charge statuses that prove the payment step: held at registration, or captured since. */
const PAID_CHARGE_STATUSES = ['hold', 'captured', 'success'];

/** The questions a patient must answer: top-level, for everyone or their gender, not optional, not a message. */
const requiredQuestionIds = async (db: Queryable, questionType: string, productType: string | null, gender: string): Promise<string[]> => {
  const found = await db.query<{ id: string }>(
    `select id from questions
     where question_type = $1 and product_type is not distinct from $2 and not is_followup
       and (gender is null or gender = $3)
       and doc->>'kind' <> 'chatMessage' and coalesce((doc->>'flagAsEmpty')::boolean, false) = false`,
    [questionType, productType, gender],
  );
  return found.rows.map((row) => row.id);
};

interface VisitLogDoc {
  readonly isBlockedUser: boolean;
  readonly questionnaires: readonly { readonly questionType: string; readonly answers: readonly { readonly questionId: string }[] }[];
}

const visitLogOf = async (db: Queryable, subscriptionId: string): Promise<VisitLogDoc | null> => {
  const found = await db.query<{ doc: VisitLogDoc }>('select doc from online_visit_logs where subscription_id = $1', [subscriptionId]);
  return found.rows[0]?.doc ?? null;
};

const answeredIn = (log: VisitLogDoc | null, questionType: string): string[] =>
  log?.questionnaires.find((questionnaire) => questionnaire.questionType === questionType)?.answers.map((answer) => answer.questionId) ?? [];

const globalAnswerIds = async (db: Queryable, patientId: string): Promise<string[]> => {
  const found = await db.query<{ doc: { questionnaire: readonly { questionId: string }[] } }>('select doc from global_answers where patient_id = $1', [
    patientId,
  ]);
  return found.rows[0]?.doc.questionnaire.map((answer) => answer.questionId) ?? [];
};

const unansweredMessage = (missing: number, total: number, what: string): string | null =>
  missing === 0 ? null : `Please answer every question of ${what} first: ${missing} of ${total} still unanswered`;

export const BLOCKED = 'Your answers need a review by our medical team before you can continue: please contact support';

const basic = ({ user, patient }: StepContext): string | null => {
  const missing = [patient.basic?.birthDate ? null : 'birth date', patient.shipping?.zipCode ? null : 'ZIP code', user.phone ? null : 'phone number'].filter(
    (field): field is string => field !== null,
  );
  return missing.length === 0 ? null : `Please complete The Basics first: your ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} missing`;
};

const questions = async ({ db, patient, subscription }: StepContext): Promise<string | null> => {
  const questionType = `${subscription.productType}Questions`;
  const log = await visitLogOf(db, subscription._id);
  if (log?.isBlockedUser) return BLOCKED;
  const required = await requiredQuestionIds(db, questionType, subscription.productType, patient.basic?.gender ?? 'male');
  const answered = new Set(answeredIn(log, questionType));
  return unansweredMessage(required.filter((id) => !answered.has(id)).length, required.length, 'the questionnaire');
};

/** Global answers are the patient's (any subscription's log saves them), so a returning patient is done. */
const globalQuestions = async ({ db, patient, subscription }: StepContext): Promise<string | null> => {
  const log = await visitLogOf(db, subscription._id);
  if (log?.isBlockedUser) return BLOCKED;
  const required = await requiredQuestionIds(db, 'globalQuestions', null, patient.basic?.gender ?? 'male');
  const answered = new Set([...answeredIn(log, 'globalQuestions'), ...(await globalAnswerIds(db, patient._id))]);
  return unansweredMessage(required.filter((id) => !answered.has(id)).length, required.length, 'your medical history');
};

const treatment = ({ subscription }: StepContext): string | null => (subscription.plan?.doseId ? null : 'Please choose your treatment first');

/** Whether the subscription has a charge in one of these statuses (the `charges` table is billing's). */
export const hasCharge = async (db: Queryable, subscriptionId: string, statuses: readonly string[]): Promise<boolean> => {
  const found = await db.query('select 1 from charges where subscription_id = $1 and status = any($2::text[]) limit 1', [subscriptionId, statuses]);
  return found.rows.length > 0;
};

const payment = async ({ db, subscription }: StepContext): Promise<string | null> =>
  (await hasCharge(db, subscription._id, PAID_CHARGE_STATUSES)) ? null : 'Please complete the payment first: no payment is held for this subscription';

/** The configuration value the photo step depends on; identity is verified unless it is set to false. */
export const identityVerificationEnabled = async (db: Queryable): Promise<boolean> =>
  (await readConfigEntry(db, 'identityVerificationEnabled'))?.value !== false;

const uploaded = async (db: Queryable, ownerUserId: string, kind: 'card-id' | 'selfie', subscriptionId: string): Promise<boolean> => {
  const found = await db.query('select 1 from files where owner_user_id = $1 and kind = $2 and subscription_id = $3 limit 1', [
    ownerUserId,
    kind,
    subscriptionId,
  ]);
  return found.rows.length > 0;
};

const photo = async ({ db, user, subscription }: StepContext): Promise<string | null> => {
  if (!(await identityVerificationEnabled(db))) return null;
  const idPhoto = await uploaded(db, user._id, 'card-id', subscription._id);
  const selfie = await uploaded(db, user._id, 'selfie', subscription._id);
  if (!idPhoto && !selfie) return 'Please upload a photo of your ID and a selfie first';
  if (!idPhoto) return 'Please upload a photo of your ID first';
  return selfie ? null : 'Please upload a selfie first';
};

const CHECKS: Readonly<Record<Exclude<RegistrationStep, 'done'>, (context: StepContext) => string | null | Promise<string | null>>> = {
  basic,
  questions,
  globalQuestions,
  treatment,
  payment,
  photo,
};

/** What the patient still has to do before leaving a step, or null when the step is complete. */
export const incompleteStepReason = async (step: Exclude<RegistrationStep, 'done'>, context: StepContext): Promise<string | null> => CHECKS[step](context);
