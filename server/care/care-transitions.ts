import { BECAUSE, isSubscriptionStatus, type SubscriptionStatus } from '../lifecycle/subscription-transitions';

/** What the care team decides on a paid treatment (openapi/operator-api.yaml, decideOnSubscription). */
export const CARE_DECISIONS = ['approve', 'decline', 'not-verified', 'send-back', 'hold', 'pre-screen'] as const;
export type CareDecision = (typeof CARE_DECISIONS)[number];

const IN_REVIEW: readonly SubscriptionStatus[] = ['pending', 'pre_screened', 'hold'];

/**
 * The care team's table, beside the patient's (server/lifecycle/subscription-transitions.ts): from which
 * statuses each decision may be taken, and the status it leads to. A treatment waiting for the patient
 * (in_progress) can still be declined or found unverified, but not approved before the patient answers.
 */
export const CARE_TRANSITIONS: Readonly<Record<CareDecision, { readonly from: readonly SubscriptionStatus[]; readonly to: SubscriptionStatus }>> = {
  'pre-screen': { from: ['pending'], to: 'pre_screened' },
  hold: { from: ['pending', 'pre_screened'], to: 'hold' },
  'send-back': { from: IN_REVIEW, to: 'in_progress' },
  approve: { from: IN_REVIEW, to: 'active' },
  decline: { from: [...IN_REVIEW, 'in_progress'], to: 'declined' },
  'not-verified': { from: [...IN_REVIEW, 'in_progress'], to: 'not_verified' },
};

const DECISION_NAMES: Readonly<Record<CareDecision, string>> = {
  approve: 'approved',
  decline: 'declined',
  'not-verified': 'marked not verified',
  'send-back': 'sent back to the patient',
  hold: 'put on hold',
  'pre-screen': 'pre-screened',
};

export type CareTransition = { readonly ok: true; readonly to: SubscriptionStatus } | { readonly ok: false; readonly message: string };

/** The table's answer for a treatment's status: the new status, or why not (a treatment still registering is not paid). */
export const careTransition = (status: unknown, decision: CareDecision): CareTransition => {
  const refused = `This treatment cannot be ${DECISION_NAMES[decision]}`;
  if (status === 'in_registration') return { ok: false, message: `${refused}: it is not paid yet, its registration is not finished.` };
  if (!isSubscriptionStatus(status)) return { ok: false, message: `${refused}: its status '${String(status)}' allows no decision.` };
  const rule = CARE_TRANSITIONS[decision];
  return rule.from.includes(status) ? { ok: true, to: rule.to } : { ok: false, message: `${refused}: ${BECAUSE[status]}.` };
};
