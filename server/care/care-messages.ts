import type { SubscriptionDoc } from '../subscriptions/subscriptions.repository';
import { treatmentName } from '../subscriptions/treatment-name';
import type { CareDecision } from './care-transitions';

export interface CareVoices {
  readonly patientFirstName: string | null;
  /** 'Dr. Reed', when a doctor decides. */
  readonly doctorName: string | null;
}

/** Who writes to the patient about a decision, if anyone: the treatment's doctor, or support. */
export const WRITER: Readonly<Record<CareDecision, 'doctor' | 'support' | null>> = {
  approve: 'doctor',
  decline: 'doctor',
  'send-back': 'doctor',
  'not-verified': 'support',
  hold: null,
  'pre-screen': null,
};

const greeting = (voices: CareVoices) => (voices.patientFirstName ? `Hello ${voices.patientFirstName},` : 'Hello,');

const planLine = (subscription: SubscriptionDoc): string => {
  const plan = subscription.plan;
  if (!plan) return treatmentName(subscription);
  const dose = plan.weight !== undefined ? ` ${plan.weight} ${plan.measure ?? ''}`.trimEnd() : '';
  return `${plan.variationName ?? plan.productName}${dose}`;
};

/** What a real doctor or support would write about the decision; the operator's own text replaces it. */
export const defaultMessage = (decision: CareDecision, subscription: SubscriptionDoc, voices: CareVoices): string | null => {
  const name = treatmentName(subscription);
  switch (decision) {
    case 'approve':
      return `${greeting(voices)} I'm ${voices.doctorName ?? 'your doctor'}. I have reviewed your answers and approved your treatment: ${planLine(subscription)}. Your first order is on its way to the pharmacy. If you have questions or notice side effects, write to me here.`;
    case 'decline':
      return `${greeting(voices)} I have reviewed your answers. I'm sorry, but ${name} is not a safe choice for you with your medical history, so I cannot prescribe it. You were not charged: the payment held on your card has been released. If you have questions, write to me here.`;
    case 'not-verified':
      return `${greeting(voices)} we could not verify your identity from the photos you sent, so your ${name} treatment could not start. You were not charged: the payment held on your card has been released. Write to us here and we will help you send new photos.`;
    default:
      return null;
  }
};

/** The notice every decision sends: what happened, in a line the bell can show. */
export const decisionNotice = (decision: CareDecision, subscription: SubscriptionDoc, voices: CareVoices): string => {
  const name = treatmentName(subscription);
  const doctor = voices.doctorName ?? 'Your doctor';
  switch (decision) {
    case 'approve':
      return `${doctor} approved your ${name} treatment. Your first order is on its way to the pharmacy.`;
    case 'decline':
      return `${doctor} could not prescribe ${name} for you: see the message in Doctor Messaging. You were not charged.`;
    case 'not-verified':
      return `We could not verify your identity for your ${name} treatment: see our message. You were not charged.`;
    case 'send-back':
      return `Action required: ${doctor} needs more information about your ${name} treatment.`;
    case 'hold':
      return `Your ${name} treatment is on hold while our medical team takes a closer look. We will write to you soon.`;
    case 'pre-screen':
      return `Your ${name} treatment passed its first check: a doctor will review it next.`;
  }
};
