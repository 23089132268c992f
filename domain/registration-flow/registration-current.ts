import { newestFirst } from '../shared/newest-first';

/** A subscription whose registration goes on: not done, not cancelled. */
export const isInRegistration = (subscription: { readonly registrationStep: string; readonly status: string | null }): boolean =>
  subscription.registrationStep !== 'done' && subscription.status !== 'cancel';

/**
 * The subscription the steps layout works on: the one the patient just started (or chose), while it is in
 * registration; otherwise the newest in registration (a reload, another device). Null when none is.
 */
export const currentRegistration = <
  S extends { readonly _id: string; readonly registrationStep: string; readonly status: string | null; readonly createdAt: string | null },
>(
  subscriptions: readonly S[],
  preferredId: string | null,
): S | null => {
  const registering = subscriptions.filter(isInRegistration);
  const preferred = registering.find((subscription) => subscription._id === preferredId);
  if (preferred) return preferred;
  return [...registering].sort(newestFirst)[0] ?? null;
};
