import type { Notification } from '../entities/notification';

/** Notices the care team, billing and the pharmacy send about a treatment (server: type and data.subscriptionId). */
const TREATMENT_NOTICE_TYPES: ReadonlySet<string> = new Set(['subscription', 'billing', 'order']);

/** The treatment a notice says has changed (approved, billed, shipped...), so its screens read it again; null for other notices. */
export const updatedTreatmentOf = (notice: Pick<Notification, 'type' | 'data'>): string | null => {
  const id = notice.data.subscriptionId;
  return TREATMENT_NOTICE_TYPES.has(notice.type) && typeof id === 'string' && id !== '' ? id : null;
};
