import type { SubscriptionPlan } from '../entities/subscription';

/** The dose as it reads on a label: '50 mg', '0.25 mg', '5%'; null without a dose. */
export const doseLabel = (weight: number | string | null | undefined, measure: string | null | undefined): string | null => {
  if (weight === null || weight === undefined || weight === '') return null;
  const unit = (measure ?? '').trim();
  return unit === '' ? String(weight) : unit === '%' ? `${weight}%` : `${weight} ${unit}`;
};

/** How often it is used: '8 uses a month' (frequencyOfReception is uses a month). */
export const usesLabel = (frequencyOfReception: number | null | undefined): string | null =>
  (frequencyOfReception ?? 0) > 0 ? `${frequencyOfReception} ${frequencyOfReception === 1 ? 'use' : 'uses'} a month` : null;

/** How often it ships: 'Delivered every month', 'Delivered every 3 months' (frequencyOfDelivery is months; 0 is monthly). */
export const deliveryLabel = (frequencyOfDelivery: number | null | undefined): string => {
  const months = Math.max(1, Math.floor(frequencyOfDelivery ?? 0));
  return months === 1 ? 'Delivered every month' : `Delivered every ${months} months`;
};

/** The one line a list shows of a plan: variation and dose, e.g. 'Generic Sildenafil · 50 mg'. */
export const planLine = (plan: SubscriptionPlan | null): string | null => {
  if (!plan) return null;
  return [plan.variationName, doseLabel(plan.weight, plan.measure)].filter(Boolean).join(' · ') || null;
};
