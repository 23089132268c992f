import { CATALOGUE_PRODUCTS } from '../catalogue/catalogue-products';
import { deliveryPrice } from '../catalogue/pricing';
import { newId } from '../ids';
import { addDays, addMonths, periodMonths, PRESCRIPTION_MONTHS } from '../lifecycle/billing-periods';
import { newOrderDoc, type OrderStatus, type ShippingAddress } from '../orders/order-docs';
import { insertOrder } from '../orders/orders.repository';
import { CARRIERS, trackingNumberFor } from '../orders/tracking-numbers';
import type { AreaSeed } from '../seed/seed-types';
import type { SeedTransaction } from '../seed/seed-types';
import { registrationStepsFor } from '../subscriptions/registration-steps';
import { newSubscriptionDoc, planOf } from '../subscriptions/subscription-docs';
import { insertSubscription, listOwnSubscriptions, saveSubscription, type SubscriptionDoc } from '../subscriptions/subscriptions.repository';
import type { PatientDoc } from '../users/users.repository';
import { saveCardOnPatient, type CardOnFile } from './card-on-file';
import { chargeUpcomingPeriod, newChargeDoc, type ChargeDoc, type ChargeStatus } from './charge-docs';
import { insertCharge } from './charges.repository';
import { upcomingCharge } from './upcoming-charge';

const DEMO_SHIPPING: ShippingAddress = { address: '1200 Larkin Street', secondAddress: 'Apt 4B', city: 'San Francisco', state: 'CA', zipCode: '94109' };
/** An order older than this has been delivered; a newer one is on its way. */
const DELIVERY_DAYS = 10;

interface SeedContext {
  readonly tx: SeedTransaction;
  readonly patientId: string;
  readonly shipping: ShippingAddress;
  readonly card: CardOnFile;
  readonly now: Date;
  /** Counts the orders seeded, to spread them over the carriers. */
  shipped: number;
}

const chargeCard = (card: CardOnFile) => ({ cardType: card.cardType, cardNumber: card.cardNumber });

const insertShippedOrder = async (seed: SeedContext, charge: ChargeDoc): Promise<void> => {
  const id = newId();
  const createdAt = new Date(charge.createdAt);
  const carrier = CARRIERS[seed.shipped % CARRIERS.length] ?? 'USPS';
  seed.shipped += 1;
  const delivered = seed.now.getTime() - createdAt.getTime() > DELIVERY_DAYS * 24 * 60 * 60 * 1000;
  const status: OrderStatus = delivered ? 'delivered' : 'shipped';
  const order = newOrderDoc({
    id,
    charge,
    patientId: seed.patientId,
    shipping: seed.shipping,
    status,
    createdAt,
    shipment: {
      carrier,
      trackingNumber: trackingNumberFor(carrier, id),
      shippedAt: addDays(createdAt, 1),
      ...(delivered ? { deliveredAt: addDays(createdAt, DELIVERY_DAYS) } : {}),
    },
  });
  await insertOrder(seed.tx, seed.patientId, charge._id, order);
};

/** A charge for period `period` of a subscription, priced by the catalogue as it would have been then. */
const periodCharge = (seed: SeedContext, subscription: SubscriptionDoc, period: number, status: ChargeStatus, createdAt: Date) => {
  const doneAt = new Date(subscription.registrationDoneDate ?? createdAt);
  return chargeUpcomingPeriod(
    seed.tx,
    { ...subscription, sequencePaymentPeriod: period - 1 },
    {
      id: newId(),
      status,
      createdAt,
      periodStart: addMonths(doneAt, (period - 1) * periodMonths(subscription.plan)),
      expiredAt: addMonths(doneAt, PRESCRIPTION_MONTHS),
      card: chargeCard(seed.card),
    },
  );
};

/**
 * The charges and orders of every period a subscription has paid: the first held at registration and
 * captured at approval, the others taken on their billing dates. `extras` adds what a real history has
 * along the way (a declined attempt, a refunded duplicate) for the periods it names.
 */
const seedPaidPeriods = async (
  seed: SeedContext,
  subscription: SubscriptionDoc,
  extras: { readonly failedBefore?: number; readonly refundedAfter?: number } = {},
): Promise<void> => {
  if (!subscription.registrationDoneDate) return;
  const doneAt = new Date(subscription.registrationDoneDate);
  for (let period = 1; period <= (subscription.sequencePaymentPeriod ?? 0); period += 1) {
    const billedAt = period === 1 ? addDays(doneAt, -1) : addMonths(doneAt, (period - 1) * periodMonths(subscription.plan));
    if (extras.failedBefore === period) {
      const failed = await periodCharge(seed, subscription, period, 'failed', addDays(billedAt, -1));
      await insertCharge(seed.tx, seed.patientId, { ...failed, failureMessage: 'Your card has insufficient funds.' });
    }
    const charge = await periodCharge(seed, subscription, period, period === 1 ? 'captured' : 'success', billedAt);
    await insertCharge(seed.tx, seed.patientId, charge);
    await insertShippedOrder(seed, charge);
    if (extras.refundedAfter === period) {
      // A duplicate taken by a payment retry, given back the next day.
      const duplicate = await periodCharge(seed, subscription, period, 'refunded', new Date(billedAt.getTime() + 60_000));
      await insertCharge(seed.tx, seed.patientId, duplicate);
    }
  }
};

/**
 * The lifecycle dates of a seeded subscription as the billing actions compute them: a prescription year
 * from the end of registration, the next period after the paid ones, the card it is billed on.
 */
const withBillingDates = (subscription: SubscriptionDoc, card: CardOnFile): SubscriptionDoc => {
  const doneAt = new Date(subscription.registrationDoneDate ?? subscription.createdAt ?? 0);
  const paidUntil = addMonths(doneAt, (subscription.sequencePaymentPeriod ?? 0) * periodMonths(subscription.plan)).toISOString();
  const running = subscription.status === 'active';
  return {
    ...subscription,
    creditCard: card,
    expiredAt: addMonths(doneAt, PRESCRIPTION_MONTHS).toISOString(),
    nextPeriodStart: paidUntil,
    nextBillingDate: running ? paidUntil : null,
    paymentIntentStatus: 'succeeded',
  };
};

/** The charge a pause put aside: what the next period would have cost, listed in pausedCharges. */
const withPausedCharge = async (seed: SeedContext, subscription: SubscriptionDoc): Promise<SubscriptionDoc> => {
  const pausedAt = subscription.pause?.pausedAt ?? seed.now.toISOString();
  const wouldHaveBilled = await upcomingCharge(seed.tx, { ...subscription, status: 'active', nextBillingDate: subscription.nextPeriodStart });
  if (!wouldHaveBilled) return subscription;
  const putAside = { _id: newId(), sum: wouldHaveBilled.sum, createdAt: pausedAt };
  return {
    ...subscription,
    pause: { pausedAt, pausedChargeId: putAside._id, resumeBillingDate: subscription.nextPeriodStart ?? null },
    pausedCharges: [...(subscription.pausedCharges ?? []), putAside],
  };
};

/** A year of monthly daily tadalafil that ended a year ago: the two-year order history starts here. */
const insertPastTreatment = async (seed: SeedContext): Promise<SubscriptionDoc> => {
  const product = CATALOGUE_PRODUCTS.find((candidate) => candidate.productName === 'Tadalafil');
  const variation = product?.variations.find((candidate) => candidate.variationName === 'Daily Tadalafil');
  const dose = variation?.doses.find((candidate) => candidate.weight === 5);
  if (!product || !variation || !dose) throw new Error('The billing history names Daily Tadalafil 5 mg, which the catalogue does not have');
  const choice = {
    productId: product._id,
    variationId: variation._id,
    doseId: dose._id,
    frequencyOfReception: 30,
    frequencyOfDelivery: 1,
    packageType: variation.packageTypes[0] ?? 'bottle',
  };
  const doneAt = addMonths(seed.now, -(2 * PRESCRIPTION_MONTHS + 1));
  const expiredAt = addMonths(doneAt, PRESCRIPTION_MONTHS).toISOString();
  const doc: SubscriptionDoc = {
    ...newSubscriptionDoc({
      id: newId(),
      patientId: seed.patientId,
      productType: 'ed',
      steps: registrationStepsFor('ed'),
      createdAt: addDays(doneAt, -2).toISOString(),
    }),
    status: 'completed',
    registrationStep: 'done',
    registrationDoneDate: doneAt.toISOString(),
    sequencePaymentPeriod: PRESCRIPTION_MONTHS,
    plan: planOf({ product, variation, dose }, choice, deliveryPrice(dose, choice).price),
    creditCard: seed.card,
    expiredAt,
    nextPeriodStart: expiredAt,
    paymentIntentStatus: 'succeeded',
  };
  await insertSubscription(seed.tx, doc);
  return doc;
};

/** An add-on bought on its own for a running treatment: billed and shipped apart from the plan. */
const seedAddonPurchase = async (seed: SeedContext, subscription: SubscriptionDoc, name: string, price: number): Promise<void> => {
  const charge = newChargeDoc({
    id: newId(),
    subscription,
    invoice: {
      items: [
        { name, sum: price, type: 'addon', isNegative: false },
        { name: 'Shipping', sum: 0, type: 'shipping', isNegative: false },
      ],
      totalCents: Math.round(price * 100),
    },
    status: 'success',
    period: subscription.sequencePaymentPeriod ?? 1,
    refills: 0,
    createdAt: addDays(seed.now, -5),
    card: chargeCard(seed.card),
    reasonType: 'addon',
  });
  await insertCharge(seed.tx, seed.patientId, charge);
  await insertShippedOrder(seed, charge);
};

const demoShipping = async (tx: SeedTransaction, patientId: string): Promise<ShippingAddress> => {
  const found = await tx.query<{ doc: PatientDoc }>('select doc from patients where id = $1', [patientId]);
  const { address, secondAddress, city, state, zipCode } = found.rows[0]?.doc.shipping ?? {};
  if (address && city && state && zipCode) return { address, ...(secondAddress ? { secondAddress } : {}), city, state, zipCode };
  await tx.query(`update patients set doc = jsonb_set(doc, '{shipping}', $2::jsonb) where id = $1`, [patientId, JSON.stringify(DEMO_SHIPPING)]);
  return DEMO_SHIPPING;
};

/**
 * The demo patient's billing: a card on file, every paid period of every subscription charged and
 * shipped (over two years, more orders than one page), a declined attempt, a refunded duplicate, an
 * add-on bought apart, a pause that put a charge aside; the upcoming charge follows from the dates.
 */
export const seedBillingHistory: AreaSeed = async (tx, demo, ctx) => {
  const now = new Date(ctx.now());
  const card: CardOnFile = { cardNumber: '4242', expirationDate: `12/${String((now.getUTCFullYear() + 3) % 100).padStart(2, '0')}`, cardType: 'Visa' };
  const seed: SeedContext = { tx, patientId: demo.patientId, shipping: await demoShipping(tx, demo.patientId), card, now, shipped: 0 };
  await saveCardOnPatient(tx, demo.patientId, card);
  const past = await insertPastTreatment(seed);
  await seedPaidPeriods(seed, past, { failedBefore: 5, refundedAfter: 8 });
  const current = (await listOwnSubscriptions(tx, demo.patientId)).filter((s) => s._id !== past._id && s.registrationDoneDate);
  for (const subscription of current.reverse()) {
    await seedPaidPeriods(seed, subscription);
    const dated = withBillingDates(subscription, card);
    await saveSubscription(tx, subscription.status === 'pause' ? await withPausedCharge(seed, dated) : dated);
    if (subscription.status === 'active') await seedAddonPurchase(seed, dated, 'Pill splitter', 4.99);
  }
};
