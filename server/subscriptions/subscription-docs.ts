import type { components } from '../../openapi/patient-api';
import type { Addon, DoseInCatalogue } from '../catalogue/catalogue-types';
import { toDollars, type Cents } from '../catalogue/money';
import { IN_REGISTRATION, type RegisteringStep } from './registration-steps';
import type { SubscriptionDoc } from './subscriptions.repository';

type Schemas = components['schemas'];
export type Plan = Schemas['Plan'];
export type TreatmentChoice = Schemas['TreatmentChoice'];
type ProductType = Schemas['ProductType'];

export interface NewSubscription {
  readonly id: string;
  readonly patientId: string;
  readonly productType: ProductType;
  readonly steps: readonly RegisteringStep[];
  readonly createdAt: string;
}

/** A subscription at the start of its registration: first step, no plan, nothing paid. */
export const newSubscriptionDoc = ({ id, patientId, productType, steps, createdAt }: NewSubscription): SubscriptionDoc => ({
  _id: id,
  status: IN_REGISTRATION,
  productType,
  patientId,
  doctorId: null,
  isApproved: false,
  historyId: null,
  registrationStep: steps[0] ?? 'done',
  registrationStepsOrder: [...steps],
  registrationDoneDate: null,
  medicalPhotoUrls: [],
  sequencePaymentPeriod: 0,
  addons: [],
  coupons: [],
  couponIds: [],
  expiredAt: null,
  nextPeriodStart: null,
  nextBillingDate: null,
  latestBilledAmount: null,
  latestRenewalId: null,
  paymentIntentStatus: null,
  skipPeriods: 0,
  review: null,
  discountedPrice: null,
  pausedCharges: [],
  plan: null,
  createdAt,
});

/** The plan of a treatment choice, with the names and image the patient saw and one delivery's price. */
export const planOf = ({ product, variation, dose }: DoseInCatalogue, choice: TreatmentChoice, price: Cents): Plan => ({
  productId: product._id,
  productName: product.productName,
  variationId: variation._id,
  variationName: variation.variationName,
  doseId: dose._id,
  weight: dose.weight,
  measure: dose.measure,
  frequencyOfReception: choice.frequencyOfReception,
  frequencyOfDelivery: choice.frequencyOfDelivery,
  productDescription: product.productDescription,
  substance: product.substance,
  productImgUrl: variation.mainImgUrl,
  variationDescription: variation.variationDescription,
  price: toDollars(price),
  packageType: choice.packageType,
  ...(variation.packageTypeNames?.[choice.packageType] === undefined ? {} : { packageTypeName: variation.packageTypeNames[choice.packageType] }),
});

export const subscriptionAddonOf = (addon: Addon) => ({ _id: addon._id, name: addon.name, price: addon.price, recurring: addon.recurring });
