import { catalogueId } from './catalogue-ids';
import type { Addon, Coupon, ProductType } from './catalogue-types';

const EVERY_TYPE: readonly ProductType[] = ['ed', 'hl', 'wl', 'ag'];

const forTypes = (types: readonly ProductType[], frequencyOfDelivery: number[] = [], frequencyOfReception: number | null = null) =>
  types.map((appliesObjType) => ({ appliesObjType, frequencyOfDelivery, frequencyOfReception }));

type CouponSeed = Omit<Coupon, '_id'>;

const coupon = (seed: CouponSeed): Coupon => ({ _id: catalogueId(`coupon:${seed.code}`), ...seed });

/** The seeded coupons: a welcome amount, a percentage, a delivery-bound one, the winback, an expired one. */
export const CATALOGUE_COUPONS: readonly Coupon[] = [
  coupon({
    code: 'WELCOME20',
    name: '$20 off your first delivery',
    description: 'For new patients: $20 off the first delivery of any treatment.',
    status: 'active',
    action: 'registration',
    discountType: '$',
    discountValue: 20,
    usingPeriodsCount: 1,
    periodType: 'period',
    appliesTo: forTypes(EVERY_TYPE),
  }),
  coupon({
    code: 'SAVE15',
    name: '15% off your first 3 months',
    description: '15% off every delivery of your first three months.',
    status: 'active',
    action: 'registration',
    discountType: '%',
    discountValue: 15,
    usingPeriodsCount: 3,
    periodType: 'month',
    appliesTo: forTypes(['ed', 'hl', 'ag']),
  }),
  coupon({
    code: 'QUARTERLY10',
    name: '10% off every 3-month delivery',
    description: 'An extra 10% off for as long as you get your treatment every 3 months.',
    status: 'active',
    action: 'registration',
    discountType: '%',
    discountValue: 10,
    usingPeriodsCount: null,
    periodType: 'period',
    appliesTo: forTypes(EVERY_TYPE, [3]),
  }),
  coupon({
    code: 'DAILY5',
    name: '$5 off daily tadalafil',
    description: '$5 off each of your first two deliveries of a daily treatment.',
    status: 'active',
    action: 'registration',
    discountType: '$',
    discountValue: 5,
    usingPeriodsCount: 2,
    periodType: 'period',
    appliesTo: forTypes(['ed'], [], 30),
  }),
  coupon({
    code: 'COMEBACK30',
    name: '30% off when you come back',
    description: 'Reactivate a cancelled treatment and get 30% off the next delivery.',
    status: 'active',
    action: 'winback',
    discountType: '%',
    discountValue: 30,
    usingPeriodsCount: 1,
    periodType: 'period',
    appliesTo: forTypes(EVERY_TYPE),
  }),
  coupon({
    code: 'SUMMER25',
    name: '$25 off (summer offer)',
    description: 'A summer offer that has ended.',
    status: 'expired',
    action: 'registration',
    discountType: '$',
    discountValue: 25,
    usingPeriodsCount: 1,
    periodType: 'period',
    appliesTo: forTypes(EVERY_TYPE),
  }),
];

type AddonSeed = Omit<Addon, '_id'> & { readonly key: string };

const addon = ({ key, ...seed }: AddonSeed): Addon => ({ _id: catalogueId(`addon:${key}`), ...seed });

/** The seeded add-ons: extra lines of a delivery, recurring or with the first delivery only. */
export const CATALOGUE_ADDONS: readonly Addon[] = [
  addon({
    key: 'shipping-protection',
    name: 'Shipping protection',
    description: 'A lost, stolen or damaged delivery is replaced at no cost.',
    price: 4.99,
    recurring: true,
    status: 'active',
    action: 'registration',
    appliesTo: [...EVERY_TYPE],
  }),
  addon({
    key: 'priority-shipping',
    name: 'Priority shipping',
    description: 'Every delivery in 1 to 2 business days.',
    price: 9.99,
    recurring: true,
    status: 'active',
    action: 'registration',
    appliesTo: [...EVERY_TYPE],
  }),
  addon({
    key: 'pill-splitter',
    name: 'Pill splitter',
    description: 'Split a tablet cleanly, to take half a dose.',
    price: 4.99,
    recurring: false,
    status: 'active',
    action: 'registration',
    appliesTo: ['ed', 'hl'],
  }),
  addon({
    key: 'sharps-container',
    name: 'Sharps container',
    description: 'A safe container for used needles, sent with the first delivery.',
    price: 6.99,
    recurring: false,
    status: 'active',
    action: 'registration',
    appliesTo: ['wl'],
  }),
  addon({
    key: 'travel-case',
    name: 'Travel case',
    description: 'A discreet case for your treatment (no longer offered).',
    price: 12,
    recurring: false,
    status: 'inactive',
    action: 'registration',
    appliesTo: [...EVERY_TYPE],
  }),
];
