import { CATALOGUE_ADDONS, CATALOGUE_COUPONS } from '../catalogue/catalogue-offers';
import { CATALOGUE_PRODUCTS } from '../catalogue/catalogue-products';
import type { Addon, Coupon, DoseInCatalogue } from '../catalogue/catalogue-types';
import { toDollars } from '../catalogue/money';
import { deliveryPrice, pricePeriod } from '../catalogue/pricing';
import { newId } from '../ids';
import type { DemoIds, SeedTransaction } from '../seed/seed-types';
import { markIdentityVerified } from './patient-registration';
import { newTreatmentStepsFor, registrationStepsFor } from './registration-steps';
import { withCoupon } from './subscription-coupons';
import { newSubscriptionDoc, planOf, subscriptionAddonOf, type TreatmentChoice } from './subscription-docs';
import { insertSubscription, type SubscriptionDoc } from './subscriptions.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

const find = <T>(items: readonly T[], matches: (item: T) => boolean, what: string): T => {
  const item = items.find(matches);
  if (!item) throw new Error(`The demo data names ${what}, which the catalogue does not have`);
  return item;
};

const couponCoded = (code: string): Coupon => find(CATALOGUE_COUPONS, (coupon) => coupon.code === code, `coupon ${code}`);
const addonNamed = (name: string): Addon => find(CATALOGUE_ADDONS, (addon) => addon.name === name, `add-on ${name}`);

interface DemoChoice {
  readonly product: string;
  readonly variation: string;
  readonly weight: number;
  readonly frequencyOfReception: number;
  readonly frequencyOfDelivery: number;
}

const treatment = (choice: DemoChoice): { chosen: DoseInCatalogue; body: TreatmentChoice } => {
  const product = find(CATALOGUE_PRODUCTS, (candidate) => candidate.productName === choice.product, choice.product);
  const variation = find(product.variations, (candidate) => candidate.variationName === choice.variation, choice.variation);
  const dose = find(variation.doses, (candidate) => candidate.weight === choice.weight, `${choice.variation} ${choice.weight}`);
  return {
    chosen: { product, variation, dose },
    body: {
      productId: product._id,
      variationId: variation._id,
      doseId: dose._id,
      frequencyOfReception: choice.frequencyOfReception,
      frequencyOfDelivery: choice.frequencyOfDelivery,
      packageType: variation.packageTypes[0] ?? '',
    },
  };
};

interface FinishedRegistration {
  readonly patientId: string;
  readonly choice: DemoChoice;
  readonly doneAt: number;
  readonly periodsPaid: number;
  readonly couponCodes: readonly string[];
  readonly addonNames: readonly string[];
}

/** A subscription whose registration finished at `doneAt`, approved, with `periodsPaid` deliveries paid. */
const finished = ({ patientId, choice, doneAt, periodsPaid, couponCodes, addonNames }: FinishedRegistration): SubscriptionDoc => {
  const { chosen, body } = treatment(choice);
  const createdAt = new Date(doneAt - 2 * DAY_MS).toISOString();
  const blank = newSubscriptionDoc({
    id: newId(),
    patientId,
    productType: chosen.product.productType,
    steps: registrationStepsFor(chosen.product.productType),
    createdAt,
  });
  const withCoupons = couponCodes.reduce((doc, code) => withCoupon(doc, couponCoded(code), 1, createdAt), blank);
  const addons = addonNames.map(addonNamed);
  const plan = planOf(chosen, body, deliveryPrice(chosen.dose, body).price);
  const priced = (period: number) =>
    pricePeriod({ dose: chosen.dose, terms: { ...body, productType: chosen.product.productType }, coupons: withCoupons.coupons ?? [], addons }, period);
  const nextBilling = new Date(doneAt + periodsPaid * body.frequencyOfDelivery * 30 * DAY_MS).toISOString();
  return {
    ...withCoupons,
    status: 'active',
    isApproved: true,
    registrationStep: 'done',
    registrationDoneDate: new Date(doneAt).toISOString(),
    sequencePaymentPeriod: periodsPaid,
    addons: addons.map(subscriptionAddonOf),
    plan,
    latestBilledAmount: toDollars(priced(periodsPaid).total),
    discountedPrice: toDollars(priced(periodsPaid + 1).offer),
    nextBillingDate: nextBilling,
    nextPeriodStart: nextBilling,
  };
};

/**
 * The demo patient's subscriptions, one per state the patient area shows: an active ED treatment with a
 * real plan, a paused hair-loss one, a cancelled weight-loss one (the winback coupon can bring it back),
 * and an anti-aging one started from the patient area, still in registration.
 */
export const seedDemoSubscriptions = async (tx: SeedTransaction, demo: DemoIds, now: number): Promise<void> => {
  const { patientId } = demo;
  const active = finished({
    patientId,
    choice: { product: 'Sildenafil', variation: 'Generic Sildenafil', weight: 50, frequencyOfReception: 8, frequencyOfDelivery: 3 },
    doneAt: now - 40 * DAY_MS,
    periodsPaid: 1,
    couponCodes: ['WELCOME20'],
    addonNames: ['Shipping protection'],
  });
  const pausedAt = new Date(now - 12 * DAY_MS).toISOString();
  const paused: SubscriptionDoc = {
    ...finished({
      patientId,
      choice: { product: 'Finasteride', variation: 'Oral Finasteride', weight: 1, frequencyOfReception: 30, frequencyOfDelivery: 1 },
      doneAt: now - 100 * DAY_MS,
      periodsPaid: 3,
      couponCodes: [],
      addonNames: [],
    }),
    status: 'pause',
    nextBillingDate: null,
    nextPeriodStart: null,
    pause: { pausedAt, pausedChargeId: null, resumeBillingDate: null },
  };
  const cancelledAt = new Date(now - 30 * DAY_MS).toISOString();
  const cancelled: SubscriptionDoc = {
    ...finished({
      patientId,
      choice: { product: 'Semaglutide', variation: 'Compounded Semaglutide', weight: 0.25, frequencyOfReception: 4, frequencyOfDelivery: 1 },
      doneAt: now - 150 * DAY_MS,
      periodsPaid: 4,
      couponCodes: ['WELCOME20'],
      addonNames: ['Sharps container'],
    }),
    status: 'cancel',
    isApproved: false,
    expiredAt: cancelledAt,
    nextBillingDate: null,
    nextPeriodStart: null,
    cancellation: { cancelledAt, previousStatus: 'active', wasApproved: true },
  };
  // Started from the patient area with a coupon link: identity is verified, so no photo step.
  const startedAt = new Date(now - 2 * DAY_MS).toISOString();
  const registering = withCoupon(
    newSubscriptionDoc({ id: newId(), patientId, productType: 'ag', steps: newTreatmentStepsFor('ag', true), createdAt: startedAt }),
    couponCoded('SAVE15'),
    1,
    startedAt,
  );
  for (const doc of [cancelled, paused, active, registering]) await insertSubscription(tx, doc);
  // The finished registrations passed the photo step.
  await markIdentityVerified(tx, patientId);
};
