import type { SubscriptionDoc } from './subscriptions.repository';

const PRODUCT_LINES: Readonly<Record<SubscriptionDoc['productType'], string>> = {
  ed: 'erectile dysfunction',
  hl: 'hair loss',
  wl: 'weight loss',
  ag: 'anti-aging',
};

/** How notices and messages name a treatment: its product ('Sildenafil'), or its line before one is chosen. */
export const treatmentName = (subscription: Pick<SubscriptionDoc, 'plan' | 'productType'>): string =>
  subscription.plan?.productName ?? `${PRODUCT_LINES[subscription.productType]} treatment`;
