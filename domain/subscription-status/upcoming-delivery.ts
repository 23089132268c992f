/** What the rules read of a subscription (spec §3 status, plan). */
export interface UpcomingDeliveryFacts {
  readonly status: string | null;
  readonly plan: { readonly doseId?: string; readonly frequencyOfReception?: number; readonly frequencyOfDelivery?: number } | null;
}

// Ended without a renewal to come: nothing more is billed or shipped. Completed is not here: its renewal charges the next delivery.
const NOTHING_MORE_BILLED: ReadonlySet<string | null> = new Set(['cancel', 'declined', 'not_verified']);

/** Whether the subscription may still bill or ship (our display rule): not once cancelled, declined or not verified. */
export const billsAgain = (status: string | null): boolean => !NOTHING_MORE_BILLED.has(status);

/** A plan the server can price: a dose, its uses and its delivery chosen (without them it answers 409). */
const isPriceable = (plan: UpcomingDeliveryFacts['plan']): boolean =>
  Boolean(plan?.doseId) && plan?.frequencyOfReception !== undefined && plan.frequencyOfDelivery !== undefined;

/**
 * Whether the subscription has an upcoming delivery to price: a chosen plan, and a status that still
 * bills. Without one the page asks no price and promises no next delivery.
 */
export const hasUpcomingDelivery = (subscription: UpcomingDeliveryFacts): boolean => billsAgain(subscription.status) && isPriceable(subscription.plan);
