import { MESSAGES } from '../feedback/messages';

const LABELS: ReadonlyMap<string, string> = new Map([
  ['pending', 'In Review'],
  ['pre_screened', 'In Review'],
  ['hold', 'In Review'],
  ['in_progress', 'Action Required'],
  ['active', 'Active'],
  ['pause', 'Active'],
  ['declined', 'Declined'],
  ['not_verified', 'Declined'],
  ['cancel', 'Cancelled'],
]);

/**
 * Subscription status display (spec §4): isApproved always shows 'Active'; no status shows 'Pending...';
 * known statuses map by the table; renewal, completed and any other value show with underscores as spaces.
 */
export const subscriptionStatusLabel = (status: string | null | undefined, isApproved: boolean): string => {
  if (isApproved) return 'Active';
  if (!status) return MESSAGES.pendingStatus;
  return LABELS.get(status) ?? status.replaceAll('_', ' ');
};
