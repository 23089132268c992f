/**
 * Which subscription action is allowed in which status, and the status it leads to: the one table a
 * billing team reviews. A cell is the new status, or `NO` (refused with a 409 whose message names the
 * action and the current status). Extra conditions (a finished registration, a card on file, a pending
 * dose change...) are checked by the actions themselves and listed in the contract's descriptions.
 */
export const SUBSCRIPTION_STATUSES = [
  'in_registration',
  'in_progress',
  'pending',
  'pre_screened',
  'hold',
  'active',
  'pause',
  'past_due',
  'renewal',
  'completed',
  'cancel',
  'declined',
  'not_verified',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const LIFECYCLE_ACTIONS = [
  'holdCharge',
  'toPending',
  'cancel',
  'pause',
  'resume',
  'skip',
  'renew',
  'reactivate',
  'changeDose',
  'removeModify',
  'followUp',
  'payOverdue',
] as const;
export type LifecycleAction = (typeof LIFECYCLE_ACTIONS)[number];

const NO = null;
type Cell = SubscriptionStatus | typeof NO;

// A grid, status by action: it reads as the decision table it is.
// prettier-ignore
export const TRANSITIONS: Readonly<Record<SubscriptionStatus, Readonly<Record<LifecycleAction, Cell>>>> = {
  in_registration: { holdCharge: 'in_registration', toPending: NO,        cancel: 'cancel', pause: NO,      resume: NO,       skip: NO,       renew: NO,       reactivate: NO,       changeDose: NO,       removeModify: NO,         followUp: NO,             payOverdue: NO },
  in_progress:     { holdCharge: 'in_progress',     toPending: 'pending', cancel: 'cancel', pause: NO,      resume: NO,       skip: NO,       renew: NO,       reactivate: NO,       changeDose: NO,       removeModify: NO,         followUp: 'pending',      payOverdue: NO },
  pending:         { holdCharge: 'pending',         toPending: NO,        cancel: 'cancel', pause: NO,      resume: NO,       skip: NO,       renew: NO,       reactivate: NO,       changeDose: NO,       removeModify: NO,         followUp: 'pending',      payOverdue: NO },
  pre_screened:    { holdCharge: 'pre_screened',    toPending: NO,        cancel: 'cancel', pause: NO,      resume: NO,       skip: NO,       renew: NO,       reactivate: NO,       changeDose: NO,       removeModify: NO,         followUp: 'pre_screened', payOverdue: NO },
  hold:            { holdCharge: 'hold',            toPending: NO,        cancel: 'cancel', pause: NO,      resume: NO,       skip: NO,       renew: NO,       reactivate: NO,       changeDose: NO,       removeModify: NO,         followUp: 'hold',         payOverdue: NO },
  active:          { holdCharge: NO,                toPending: NO,        cancel: 'cancel', pause: 'pause', resume: NO,       skip: 'active', renew: 'active', reactivate: NO,       changeDose: 'active', removeModify: 'active',   followUp: 'active',       payOverdue: NO },
  pause:           { holdCharge: NO,                toPending: NO,        cancel: 'cancel', pause: NO,      resume: 'active', skip: NO,       renew: NO,       reactivate: NO,       changeDose: 'pause',  removeModify: 'pause',    followUp: 'pause',        payOverdue: NO },
  past_due:        { holdCharge: NO,                toPending: NO,        cancel: 'cancel', pause: NO,      resume: NO,       skip: NO,       renew: NO,       reactivate: NO,       changeDose: NO,       removeModify: 'past_due', followUp: 'past_due',     payOverdue: 'active' },
  renewal:         { holdCharge: NO,                toPending: NO,        cancel: 'cancel', pause: NO,      resume: NO,       skip: NO,       renew: 'active', reactivate: NO,       changeDose: NO,       removeModify: NO,         followUp: 'renewal',      payOverdue: NO },
  completed:       { holdCharge: NO,                toPending: NO,        cancel: NO,       pause: NO,      resume: NO,       skip: NO,       renew: 'active', reactivate: NO,       changeDose: NO,       removeModify: NO,         followUp: NO,             payOverdue: NO },
  cancel:          { holdCharge: NO,                toPending: NO,        cancel: NO,       pause: NO,      resume: NO,       skip: NO,       renew: NO,       reactivate: 'active', changeDose: NO,       removeModify: NO,         followUp: NO,             payOverdue: NO },
  declined:        { holdCharge: NO,                toPending: NO,        cancel: NO,       pause: NO,      resume: NO,       skip: NO,       renew: NO,       reactivate: NO,       changeDose: NO,       removeModify: NO,         followUp: NO,             payOverdue: NO },
  not_verified:    { holdCharge: NO,                toPending: NO,        cancel: NO,       pause: NO,      resume: NO,       skip: NO,       renew: NO,       reactivate: NO,       changeDose: NO,       removeModify: NO,         followUp: NO,             payOverdue: NO },
};

/** The first half of a refusal: what cannot happen. */
const ACTION_REFUSED: Readonly<Record<LifecycleAction, string>> = {
  holdCharge: 'This subscription cannot take a registration payment',
  toPending: 'This subscription cannot be sent for review',
  cancel: 'This subscription cannot be cancelled',
  pause: 'This subscription cannot be paused',
  resume: 'This subscription cannot be resumed',
  skip: 'This subscription cannot skip periods',
  renew: 'This subscription cannot be renewed',
  reactivate: 'This subscription cannot be reactivated',
  changeDose: 'The dose of this subscription cannot be changed',
  removeModify: 'This subscription has no dose change to withdraw',
  followUp: 'This subscription cannot take a follow-up questionnaire',
  payOverdue: 'This subscription has no failed payment to pay',
};

/** The second half: why, from the current status (the care team's refusals say it too). */
export const BECAUSE: Readonly<Record<SubscriptionStatus, string>> = {
  in_registration: 'its registration is not finished',
  in_progress: 'it is waiting for your action',
  pending: 'it is in review',
  pre_screened: 'it is in review',
  hold: 'it is on hold for review',
  active: 'it is active',
  pause: 'it is paused',
  past_due: 'its last payment did not go through',
  renewal: 'it is due for renewal',
  completed: 'it is completed',
  cancel: 'it is cancelled',
  declined: 'it was declined',
  not_verified: 'the identity could not be verified',
};

export type Transition = { readonly ok: true; readonly to: SubscriptionStatus } | { readonly ok: false; readonly message: string };

export const isSubscriptionStatus = (status: unknown): status is SubscriptionStatus =>
  typeof status === 'string' && (SUBSCRIPTION_STATUSES as readonly string[]).includes(status);

/** The table's answer for a subscription's current status; an unknown status allows nothing. */
export const transition = (status: unknown, action: LifecycleAction): Transition => {
  if (!isSubscriptionStatus(status)) {
    return { ok: false, message: `${ACTION_REFUSED[action]}: its status '${String(status)}' allows no change.` };
  }
  const to = TRANSITIONS[status][action];
  return to === NO ? { ok: false, message: `${ACTION_REFUSED[action]}: ${BECAUSE[status]}.` } : { ok: true, to };
};
