const WORDS: ReadonlyMap<string, string> = new Map([
  ['success', 'Paid'],
  ['captured', 'Paid'],
  ['hold', 'Authorized'],
  ['pending', 'Scheduled'],
  ['in process', 'Processing'],
  ['failed', 'Declined'],
  ['refunded', 'Refunded'],
]);

/** A charge's status in the patient's words (ours; the spec lists the statuses): other values with underscores as spaces. */
export const chargeStatusLabel = (status: string): string => WORDS.get(status) ?? status.replaceAll('_', ' ');
