/** Where a help option leads: the doctor chat, or the contact dialog (spec §2), opened on a category when one fits. */
export type HelpDestination =
  { readonly kind: 'route'; readonly path: '/user/chat' } | { readonly kind: 'contact-dialog'; readonly category?: QuestionCategory };

export interface HelpOption {
  readonly id: 'treatment-plan' | 'side-effects' | 'care-team-messages' | 'account-shipping-billing';
  /** Our wording of the spec's topics (see domain/README.md). */
  readonly label: string;
  readonly destination: HelpDestination;
}

const CHAT: HelpDestination = { kind: 'route', path: '/user/chat' };

/**
 * The help side panel, 'How can we help you?': medication or treatment plan, side effects and messages
 * from the healthcare team go to /user/chat; an account, shipping or billing issue opens the contact dialog.
 */
export const HELP_OPTIONS: readonly HelpOption[] = [
  { id: 'treatment-plan', label: 'My medication or treatment plan', destination: CHAT },
  { id: 'side-effects', label: 'Side effects', destination: CHAT },
  { id: 'care-team-messages', label: 'Messages from my healthcare team', destination: CHAT },
  { id: 'account-shipping-billing', label: 'My account, shipping or billing', destination: { kind: 'contact-dialog' } },
];

export type QuestionAudience = 'support' | 'doctor';

/** Question categories (spec §2): support account, order, photo, other; doctor plan, call, side-effects. */
export const QUESTION_CATEGORIES = {
  support: ['account', 'order', 'photo', 'other'],
  doctor: ['plan', 'call', 'side-effects'],
} as const satisfies Readonly<Record<QuestionAudience, readonly string[]>>;

export type QuestionCategory<A extends QuestionAudience = QuestionAudience> = (typeof QUESTION_CATEGORIES)[A][number];

/** A category sent with a question must be one of its audience's (a support category is no doctor one). */
export const isQuestionCategory = <A extends QuestionAudience>(audience: A, value: string): value is QuestionCategory<A> =>
  (QUESTION_CATEGORIES[audience] as readonly string[]).includes(value);

/** How each category reads in the contact dialog (our wording). */
export const QUESTION_CATEGORY_LABELS: Readonly<Record<QuestionCategory, string>> = {
  account: 'My account',
  order: 'An order',
  photo: 'My photos',
  other: 'Something else',
  plan: 'My treatment plan',
  call: 'Request a call',
  'side-effects': 'Side effects',
};

/**
 * Where an option leads for a patient still registering (our rule, spec §2 sends these to /user/chat): a
 * question about the treatment plan or side effects is asked at once in the contact dialog, on the doctor's
 * matching category, without leaving the registration; messages from the care team are read in Doctor
 * Messaging, reached the way the sidebar's dashboard entry leaves the steps (spec §4). Otherwise as listed.
 */
export const helpDestination = (option: HelpOption, registering: boolean): HelpDestination => {
  if (!registering) return option.destination;
  if (option.id === 'treatment-plan') return { kind: 'contact-dialog', category: 'plan' };
  if (option.id === 'side-effects') return { kind: 'contact-dialog', category: 'side-effects' };
  return option.destination;
};

/**
 * The categories the contact dialog offers: the support team's always; the doctor's only to a patient with a
 * treatment (registering included), whose question has a doctor's chat to go to (the server refuses it otherwise).
 */
export const contactCategories = (
  hasTreatment: boolean,
): { readonly support: readonly QuestionCategory<'support'>[]; readonly doctor: readonly QuestionCategory<'doctor'>[] } => ({
  support: QUESTION_CATEGORIES.support,
  doctor: hasTreatment ? QUESTION_CATEGORIES.doctor : [],
});
