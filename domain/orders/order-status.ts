const LABELS: ReadonlyMap<string, string> = new Map([
  ['pending', 'Awaiting doctor approval'],
  ['processing', 'Being prepared'],
  ['shipped', 'Shipped'],
  ['delivered', 'Delivered'],
  ['cancelled', 'Cancelled'],
]);

/** How an order's status reads (our wording; the spec shows the status): other values with underscores as spaces. */
export const orderStatusLabel = (status: string): string => LABELS.get(status) ?? status.replaceAll('_', ' ');
