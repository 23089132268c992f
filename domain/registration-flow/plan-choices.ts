import type { CatalogueProduct, ProductDose, ProductVariation } from '../entities/catalogue-product';
import type { NewSubscriptionSubStep, TreatmentSubStep } from '../registration-steps/sub-steps';
import { deliveryLabel, usesLabel } from '../subscription-plan/plan-summary';

/**
 * Choosing a treatment plan as a funnel over the catalogue: every active dose of every variation, with each
 * number of uses and delivery frequency offered, is a candidate; each sub-step picks one value of one
 * dimension among the candidates the earlier sub-steps left. A sub-step with a single value left asks
 * nothing (it is skipped); a value the patient chose that no longer fits falls back to the default.
 */

export type PlanDimension = 'reception' | 'view' | 'product' | 'variation' | 'dose' | 'delivery';

export interface PlanCandidate {
  readonly product: CatalogueProduct;
  readonly variation: ProductVariation;
  readonly dose: ProductDose;
  readonly reception: number;
  readonly delivery: number;
}

/** What the patient has chosen so far; missing values take their default. */
export interface PlanDraft {
  readonly productId?: string;
  readonly variationId?: string;
  readonly doseId?: string;
  readonly frequencyOfReception?: number;
  readonly frequencyOfDelivery?: number;
  /** DrugPreference of the new-subscription flow: generic or brand. */
  readonly view?: 'generic' | 'brand';
  readonly packageType?: string;
  readonly addonIds?: readonly string[];
}

export type PlanValue = string | number;

/** The registration's treatment sub-steps (spec §4) and the dimension each chooses; Packaging comes last. */
export const TREATMENT_DIMENSIONS: readonly { readonly subStep: Exclude<TreatmentSubStep, 'Packaging'>; readonly dimension: PlanDimension }[] = [
  { subStep: 'GenericOptions', dimension: 'variation' },
  { subStep: 'Dosage', dimension: 'dose' },
  { subStep: 'NumberOfUses', dimension: 'reception' },
  { subStep: 'ShipmentFrequency', dimension: 'delivery' },
];

/** The new-subscription sub-steps (spec §4) and the dimension each chooses. */
export const NEW_SUBSCRIPTION_DIMENSIONS: readonly { readonly subStep: NewSubscriptionSubStep; readonly dimension: PlanDimension }[] = [
  { subStep: 'NumberOfUses', dimension: 'reception' },
  { subStep: 'DrugPreference', dimension: 'view' },
  { subStep: 'GenericOptions', dimension: 'product' },
  { subStep: 'Usage', dimension: 'variation' },
  { subStep: 'Dosage', dimension: 'dose' },
  { subStep: 'ShipmentFrequency', dimension: 'delivery' },
];

/** Every plan the catalogue offers, in catalogue order: products, variations by ranking, doses, uses, deliveries. */
export const planCandidates = (products: readonly CatalogueProduct[]): PlanCandidate[] =>
  products.flatMap((product) =>
    [...product.variations]
      .sort((a, b) => a.ranking - b.ranking)
      .flatMap((variation) =>
        variation.doses
          .filter((dose) => dose.status === 'active')
          .flatMap((dose) =>
            variation.frequencyOfReception.flatMap((reception) =>
              product.frequencyOfDelivery.map((delivery): PlanCandidate => ({ product, variation, dose, reception, delivery })),
            ),
          ),
      ),
  );

export const valueOf = (candidate: PlanCandidate, dimension: PlanDimension): PlanValue => {
  switch (dimension) {
    case 'reception':
      return candidate.reception;
    case 'view':
      return candidate.variation.view;
    case 'product':
      return candidate.product._id;
    case 'variation':
      return candidate.variation._id;
    case 'dose':
      return candidate.dose._id;
    case 'delivery':
      return candidate.delivery;
  }
};

const draftValue = (draft: PlanDraft, dimension: PlanDimension): PlanValue | undefined => {
  switch (dimension) {
    case 'reception':
      return draft.frequencyOfReception;
    case 'view':
      return draft.view;
    case 'product':
      return draft.productId;
    case 'variation':
      return draft.variationId;
    case 'dose':
      return draft.doseId;
    case 'delivery':
      return draft.frequencyOfDelivery;
  }
};

/** The most popular variation (or dose), else the first: what a patient who has no preference gets. */
const defaultValue = (candidates: readonly PlanCandidate[], dimension: PlanDimension): PlanValue | undefined => {
  const popular =
    dimension === 'dose'
      ? (candidates.find((candidate) => candidate.dose.mostPopular && candidate.variation.mostPopular) ??
        candidates.find((candidate) => candidate.dose.mostPopular))
      : dimension === 'reception' || dimension === 'delivery'
        ? undefined
        : candidates.find((candidate) => candidate.variation.mostPopular);
  const chosen = popular ?? candidates[0];
  return chosen === undefined ? undefined : valueOf(chosen, dimension);
};

/** The candidates left once each dimension before `upTo` (in `order`) has its chosen or default value. */
const narrowed = (candidates: readonly PlanCandidate[], order: readonly PlanDimension[], draft: PlanDraft, upTo: number): readonly PlanCandidate[] => {
  let left = candidates;
  for (const dimension of order.slice(0, upTo)) {
    const wanted = draftValue(draft, dimension);
    const fits = left.some((candidate) => valueOf(candidate, dimension) === wanted);
    const value = fits ? wanted : defaultValue(left, dimension);
    left = left.filter((candidate) => valueOf(candidate, dimension) === value);
  }
  return left;
};

/** The values a sub-step offers, in catalogue order, given the earlier choices. */
export const choicesFor = (
  candidates: readonly PlanCandidate[],
  order: readonly PlanDimension[],
  draft: PlanDraft,
  dimension: PlanDimension,
): PlanCandidate[] => {
  const position = order.indexOf(dimension);
  const left = narrowed(candidates, order, draft, position < 0 ? order.length : position);
  const seen = new Set<PlanValue>();
  return left.filter((candidate) => {
    const value = valueOf(candidate, dimension);
    if (seen.has(value)) return false;
    seen.add(value);
    return true;
  });
};

/** The one plan the choices (and defaults for the rest) name, or null when the catalogue offers none. */
export const resolvedPlan = (candidates: readonly PlanCandidate[], order: readonly PlanDimension[], draft: PlanDraft): PlanCandidate | null =>
  narrowed(candidates, order, draft, order.length)[0] ?? null;

/** The draft with every dimension set to the plan it resolves to (a package type the variation offers included). */
export const completedDraft = (candidates: readonly PlanCandidate[], order: readonly PlanDimension[], draft: PlanDraft): PlanDraft => {
  const plan = resolvedPlan(candidates, order, draft);
  if (!plan) return draft;
  const packageType = plan.variation.packageTypes.find((offered) => offered === draft.packageType) ?? plan.variation.packageTypes[0];
  return {
    ...draft,
    productId: plan.product._id,
    variationId: plan.variation._id,
    doseId: plan.dose._id,
    frequencyOfReception: plan.reception,
    frequencyOfDelivery: plan.delivery,
    view: plan.variation.view,
    ...(packageType === undefined ? {} : { packageType }),
  };
};

/** The draft with one sub-step's choice. */
export const withChoice = (draft: PlanDraft, dimension: PlanDimension, value: PlanValue): PlanDraft => {
  switch (dimension) {
    case 'reception':
      return { ...draft, frequencyOfReception: Number(value) };
    case 'view':
      return { ...draft, view: value === 'brand' ? 'brand' : 'generic' };
    case 'product':
      return { ...draft, productId: String(value) };
    case 'variation':
      return { ...draft, variationId: String(value) };
    case 'dose':
      return { ...draft, doseId: String(value) };
    case 'delivery':
      return { ...draft, frequencyOfDelivery: Number(value) };
  }
};

/** Whether a sub-step has something to ask: two values or more left. */
export const asksSomething = (candidates: readonly PlanCandidate[], order: readonly PlanDimension[], draft: PlanDraft, dimension: PlanDimension): boolean =>
  choicesFor(candidates, order, draft, dimension).length > 1;

/**
 * The one choice of a list to mark 'Most popular': the first the catalogue marks so (a variation, or a
 * dose), as the default takes it; null when none is, or for a dimension without the mark. A list of
 * several products' variations shows it once, not once per product.
 */
export const mostPopularChoice = (
  candidates: readonly PlanCandidate[],
  order: readonly PlanDimension[],
  draft: PlanDraft,
  dimension: PlanDimension,
): PlanValue | null => {
  const marked = (candidate: PlanCandidate) =>
    dimension === 'dose' ? candidate.dose.mostPopular : dimension === 'variation' && candidate.variation.mostPopular;
  const popular = choicesFor(candidates, order, draft, dimension).find(marked);
  return popular ? valueOf(popular, dimension) : null;
};

/** How a choice reads to a patient. */
export const choiceLabel = (candidate: PlanCandidate, dimension: PlanDimension): string => {
  switch (dimension) {
    case 'reception':
      return usesLabel(candidate.reception) ?? String(candidate.reception);
    case 'view':
      return candidate.variation.view === 'brand' ? 'Brand name' : 'Generic';
    case 'product':
      return candidate.product.productName;
    case 'variation':
      return candidate.variation.variationName;
    case 'dose':
      return candidate.dose.strength;
    case 'delivery':
      return deliveryLabel(candidate.delivery);
  }
};

/**
 * A package type as it reads: the name the server gives it (in the patient's language), else its code's
 * words ('blister-pack' is 'Blister pack').
 */
export const packageTypeLabel = (packageType: string, names?: Readonly<Record<string, string>>): string => {
  const named = names?.[packageType];
  if (named !== undefined) return named;
  const words = packageType.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};
