import { answerLanguage } from '../http/answer-language';
import { localizeSubscription } from './localized-subscription';
import { findAddonsByIds, findCouponsByIds, findProductDoc } from '../catalogue/catalogue.repository';
import type { DoseInCatalogue } from '../catalogue/catalogue-types';
import { deliveryPrice } from '../catalogue/pricing';
import type { Database } from '../database/database';
import { codedError, HttpError } from '../http/http-error';
import type { HandlerTable } from '../http/typed-handlers';
import { newId } from '../ids';
import type { ServerContext } from '../server-context';
import { requirePatient } from '../users/current-patient';
import type { PatientDoc } from '../users/users.repository';
import { setPatientStatus } from './patient-registration';
import { keyedRegistration, rememberKey } from './registration-requests';
import { hasCharge } from './step-completion';
import { CANCELLED, isRegistering, newTreatmentStepsFor, registrationStepsFor, type RegisteringStep } from './registration-steps';
import { checkCouponApplies, withCoupon } from './subscription-coupons';
import { newSubscriptionDoc, planOf, subscriptionAddonOf, type TreatmentChoice } from './subscription-docs';
import { withDiscountedPrice } from './subscription-pricing';
import { findOwnSubscription, insertSubscription, listOwnSubscriptions, saveSubscription, type SubscriptionDoc } from './subscriptions.repository';

type Queryable = Pick<Database, 'query'>;
type ProductType = SubscriptionDoc['productType'];

const one = (doc: SubscriptionDoc) => ({ status: 'success' as const, data: [doc] });

const refuseSecondRegistration = async (db: Queryable, patientId: string, productType: ProductType): Promise<void> => {
  const registering = (await listOwnSubscriptions(db, patientId)).some((doc) => doc.productType === productType && isRegistering(doc));
  if (registering) {
    throw codedError(409, 'registration_in_progress', 'A subscription for this treatment is already in registration: continue it from your dashboard');
  }
};

/** The catalogue entry a treatment choice names, checked option by option (409 naming the first failure). */
const chosenTreatment = async (db: Queryable, productType: ProductType, choice: TreatmentChoice): Promise<DoseInCatalogue> => {
  const product = await findProductDoc(db, choice.productId);
  if (!product || product.productType !== productType) throw new HttpError(409, 'This product is not offered for this treatment');
  const variation = product.variations.find((candidate) => candidate._id === choice.variationId);
  if (!variation) throw new HttpError(409, `This variation is not one of ${product.productName}'s`);
  const dose = variation.doses.find((candidate) => candidate._id === choice.doseId);
  if (!dose) throw new HttpError(409, `This dose is not one of ${variation.variationName}'s`);
  if (dose.status !== 'active') throw codedError(409, 'dose_unavailable', `${variation.variationName} ${dose.strength} is not available at the moment`);
  if (!variation.frequencyOfReception.includes(choice.frequencyOfReception)) {
    throw new HttpError(
      409,
      `${variation.variationName} is offered for ${variation.frequencyOfReception.join(', ')} uses a month, not ${choice.frequencyOfReception}`,
    );
  }
  if (!product.frequencyOfDelivery.includes(choice.frequencyOfDelivery)) {
    throw new HttpError(409, `${product.productName} is delivered every ${product.frequencyOfDelivery.join(' or ')} months, not ${choice.frequencyOfDelivery}`);
  }
  if (!variation.packageTypes.includes(choice.packageType)) {
    throw new HttpError(409, `${variation.variationName} comes in ${variation.packageTypes.join(' or ')}, not ${choice.packageType}`);
  }
  return { product, variation, dose };
};

const chosenAddons = async (db: Queryable, productType: ProductType, addonIds: readonly string[]) => {
  const addons = await findAddonsByIds(db, addonIds);
  for (const id of addonIds) {
    const addon = addons.find((candidate) => candidate._id === id);
    if (!addon) throw new HttpError(409, 'This add-on does not exist');
    if (addon.status !== 'active' || !addon.appliesTo.includes(productType)) {
      throw new HttpError(409, `${addon.name} is not offered for this treatment`);
    }
  }
  // In the order the patient chose them.
  return addonIds.map((id) => addons.find((addon) => addon._id === id)).filter((addon) => addon !== undefined);
};

export const subscriptionsHandlers = (ctx: ServerContext) => {
  interface Creation {
    readonly patient: PatientDoc;
    readonly productType: ProductType;
    readonly steps: RegisteringStep[];
    /** Registration from the start makes the patient 'register' until a registration is done. */
    readonly startsRegistration: boolean;
    readonly couponIds?: readonly string[];
    /** createSubscription's idempotency key: names the registration it starts or continues from then on. */
    readonly key?: string | undefined;
  }

  /**
   * One transaction: the registration a key names already, or the one under way that it names from now on;
   * else the check for a registration under way, the subscription and its coupons, the patient.
   */
  const create = ({ patient, productType, steps, startsRegistration, couponIds = [], key }: Creation) =>
    ctx.db.transaction(async (tx): Promise<{ readonly doc: SubscriptionDoc; readonly created: boolean }> => {
      const keyed = key ? { patientId: patient._id, key, productType } : null;
      if (keyed) {
        const named = await keyedRegistration(tx, keyed);
        if (named) return { doc: await findOwnSubscription(tx, patient._id, named), created: false };
        const underWay = (await listOwnSubscriptions(tx, patient._id)).find((doc) => doc.productType === productType && isRegistering(doc));
        if (underWay) {
          await rememberKey(tx, keyed, underWay._id, new Date(ctx.now()));
          return { doc: underWay, created: false };
        }
      }
      await refuseSecondRegistration(tx, patient._id, productType);
      const createdAt = new Date(ctx.now()).toISOString();
      const blank = newSubscriptionDoc({ id: newId(), patientId: patient._id, productType, steps, createdAt });
      const coupons = await findCouponsByIds(tx, couponIds);
      const doc = couponIds
        .map((id) => checkCouponApplies(coupons.find((coupon) => coupon._id === id) ?? null, blank))
        .reduce((current, coupon) => withCoupon(current, coupon, 1, createdAt), blank);
      await insertSubscription(tx, doc);
      if (startsRegistration) await setPatientStatus(tx, patient._id, 'register');
      if (keyed) await rememberKey(tx, keyed, doc._id, new Date(createdAt));
      return { doc, created: true };
    });

  return {
    listSubscriptions: async ({ query, caller }) => {
      const { patient } = await requirePatient(ctx.db, caller);
      // Another patient's id answers exactly like an unknown one: nothing about it leaks.
      if (patient._id !== query.patientId) throw new HttpError(404, 'Patient not found');
      const language = answerLanguage(query.lang);
      const docs = await listOwnSubscriptions(ctx.db, patient._id);
      return { status: 200, body: { status: 'success', data: docs.map((doc) => localizeSubscription(doc, language)) } };
    },

    getSubscription: async ({ params, query, caller }) => {
      const { patient } = await requirePatient(ctx.db, caller);
      return { status: 200, body: one(localizeSubscription(await findOwnSubscription(ctx.db, patient._id, params.id), answerLanguage(query.lang))) };
    },

    createSubscription: async ({ body, caller }) => {
      const { patient } = await requirePatient(ctx.db, caller);
      const { doc, created } = await create({
        patient,
        productType: body.productType,
        steps: registrationStepsFor(body.productType),
        startsRegistration: true,
        key: body.idempotencyKey,
      });
      return created ? { status: 201 as const, body: one(doc) } : { status: 200 as const, body: one(doc) };
    },

    startNewSubscription: async ({ body, caller }) => {
      const { patient } = await requirePatient(ctx.db, caller);
      if (body.patientId !== patient._id) throw new HttpError(404, 'Patient not found');
      const subscriptions = await listOwnSubscriptions(ctx.db, patient._id);
      if (!subscriptions.some((doc) => doc.registrationStep === 'done')) {
        throw codedError(409, 'first_registration_unfinished', 'Finish your first registration before starting a new treatment');
      }
      const steps = newTreatmentStepsFor(body.productType, patient.verify?.completed === true);
      const { doc } = await create({ patient, productType: body.productType, steps, startsRegistration: false, couponIds: body.couponIds });
      return { status: 201, body: one(doc) };
    },

    updateSubscriptionTreatment: async ({ params, body, caller }) => {
      const { patient } = await requirePatient(ctx.db, caller);
      const updated = await ctx.db.transaction(async (tx) => {
        const doc = await findOwnSubscription(tx, patient._id, params.id, { forUpdate: true });
        if (doc.registrationStep === 'done') {
          throw new HttpError(409, 'The registration of this subscription is finished: request a dose change instead');
        }
        if (doc.status === CANCELLED) throw new HttpError(409, 'This subscription is cancelled');
        // The held amount is the price of the plan chosen: a new plan would be billed at the old price.
        if (await hasCharge(tx, doc._id, ['hold'])) {
          throw codedError(409, 'payment_already_held', 'Your payment is already held for the treatment you chose: contact support to change it');
        }
        const chosen = await chosenTreatment(tx, doc.productType, body);
        const addons = await chosenAddons(tx, doc.productType, body.addonIds ?? []);
        const plan = planOf(chosen, body, deliveryPrice(chosen.dose, body).price);
        const next = await withDiscountedPrice(tx, { ...doc, plan, addons: addons.map(subscriptionAddonOf) });
        await saveSubscription(tx, next);
        return next;
      });
      return { status: 200, body: one(updated) };
    },
  } satisfies Partial<HandlerTable>;
};
