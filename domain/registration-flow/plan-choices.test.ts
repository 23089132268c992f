import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { NEW_SUBSCRIPTION_SUB_STEPS, TREATMENT_SUB_STEPS } from '../registration-steps/sub-steps';
import { SILDENAFIL, TADALAFIL } from './plan-catalogue.fixture';
import {
  asksSomething,
  choiceLabel,
  choicesFor,
  completedDraft,
  mostPopularChoice,
  NEW_SUBSCRIPTION_DIMENSIONS,
  packageTypeLabel,
  planCandidates,
  resolvedPlan,
  TREATMENT_DIMENSIONS,
  valueOf,
  withChoice,
  type PlanDimension,
  type PlanDraft,
} from './plan-choices';

const CANDIDATES = planCandidates([SILDENAFIL, TADALAFIL]);
const ORDER = TREATMENT_DIMENSIONS.map((entry) => entry.dimension);
const NEW_ORDER = NEW_SUBSCRIPTION_DIMENSIONS.map((entry) => entry.dimension);
const values = (dimension: PlanDimension, draft: PlanDraft, order = ORDER) => choicesFor(CANDIDATES, order, draft, dimension).map((c) => valueOf(c, dimension));

describe('the plan funnel over the catalogue', () => {
  it("gives each sub-step of the spec's orders its dimension (Packaging is chosen apart)", () => {
    expect(TREATMENT_DIMENSIONS.map((entry) => entry.subStep)).toEqual(TREATMENT_SUB_STEPS.filter((subStep) => subStep !== 'Packaging'));
    expect(ORDER).toEqual(['variation', 'dose', 'reception', 'delivery']);
    expect(NEW_SUBSCRIPTION_DIMENSIONS.map((entry) => entry.subStep)).toEqual([...NEW_SUBSCRIPTION_SUB_STEPS]);
    expect(NEW_ORDER).toEqual(['reception', 'view', 'product', 'variation', 'dose', 'delivery']);
  });

  it('lists every active dose with each number of uses and delivery, variations by ranking', () => {
    expect(CANDIDATES).toHaveLength((3 + 1) * 2 * 2 + (2 * 2 * 2 + 1 * 1 * 2));
    expect(CANDIDATES[0]).toMatchObject({ variation: { _id: 'generic-sil' }, dose: { _id: 's25' }, reception: 4, delivery: 1 });
    expect(CANDIDATES.some((candidate) => candidate.dose._id === 'v25')).toBe(false);
  });

  it('offers each sub-step the values the earlier choices leave, defaults filling the rest', () => {
    expect(values('variation', {})).toEqual(['generic-sil', 'viagra', 'as-needed', 'daily']);
    // No dose chosen: the popular variation's doses.
    expect(values('dose', {})).toEqual(['s25', 's50', 's100']);
    expect(values('dose', { variationId: 'viagra' })).toEqual(['v50']);
    expect(values('reception', { variationId: 'daily' })).toEqual([30]);
    expect(values('delivery', { variationId: 'daily' })).toEqual([1, 3]);
    expect(asksSomething(CANDIDATES, ORDER, { variationId: 'daily' }, 'dose')).toBe(false);
    expect(asksSomething(CANDIDATES, ORDER, {}, 'dose')).toBe(true);
    // A dimension the flow does not choose: what the whole flow leaves.
    expect(choicesFor(CANDIDATES, ['variation'], {}, 'delivery').map((c) => c.delivery)).toEqual([1, 3]);
    expect(choicesFor(CANDIDATES, ['variation'], {}, 'dose').map((c) => c.dose._id)).toEqual(['s25', 's50', 's100']);
  });

  it('defaults to the popular variation and its popular dose wherever they are listed, and to the first uses and delivery', () => {
    // Tadalafil listed first: its as-needed variation (not popular) has a popular dose, t10.
    const tadalafilFirst = planCandidates([TADALAFIL, SILDENAFIL]);
    expect(resolvedPlan(tadalafilFirst, ORDER, {})).toMatchObject({ variation: { _id: 'generic-sil' }, dose: { _id: 's50' } });
    expect(resolvedPlan(tadalafilFirst, ['dose'], {})?.dose._id).toBe('s50');
    // No popular variation: the first popular dose, not the first dose.
    const [asNeeded, daily] = TADALAFIL.variations as [(typeof TADALAFIL.variations)[number], (typeof TADALAFIL.variations)[number]];
    const popularDoseSecond = planCandidates([{ ...TADALAFIL, variations: [{ ...asNeeded, doses: [...asNeeded.doses].reverse() }] }]);
    expect(resolvedPlan(popularDoseSecond, ['dose'], {})?.dose._id).toBe('t10');
    // Daily tadalafil listed first, delivered every 3 months first: the first uses and delivery, not the popular variation's.
    const dailyFirst = planCandidates([{ ...TADALAFIL, frequencyOfDelivery: [3, 1], variations: [{ ...daily, ranking: 0 }, asNeeded] }, SILDENAFIL]);
    expect(resolvedPlan(dailyFirst, NEW_ORDER, {})).toMatchObject({ reception: 30, delivery: 3 });
    expect(resolvedPlan(dailyFirst, ['delivery'], {})?.delivery).toBe(3);
  });

  it('resolves the plan: the popular variation and dose, the first uses and delivery; a choice that no longer fits falls back', () => {
    expect(resolvedPlan(CANDIDATES, ORDER, {})).toMatchObject({ variation: { _id: 'generic-sil' }, dose: { _id: 's50' }, reception: 4, delivery: 1 });
    const chosen = { variationId: 'as-needed', doseId: 't20', frequencyOfReception: 8, frequencyOfDelivery: 3 };
    expect(resolvedPlan(CANDIDATES, ORDER, chosen)).toMatchObject({ product: { _id: 'tadalafil' }, dose: { _id: 't20' }, reception: 8, delivery: 3 });
    // Daily tadalafil has no 20 mg and no 8 uses: its own dose and uses instead.
    expect(resolvedPlan(CANDIDATES, ORDER, { ...chosen, variationId: 'daily' })).toMatchObject({ dose: { _id: 'd5' }, reception: 30, delivery: 3 });
    expect(resolvedPlan([], ORDER, {})).toBeNull();
  });

  it('completes a draft with the resolved plan and a package type its variation offers', () => {
    expect(completedDraft(CANDIDATES, ORDER, { variationId: 'daily', packageType: 'blister-pack', addonIds: ['a'] })).toEqual({
      productId: 'tadalafil',
      variationId: 'daily',
      doseId: 'd5',
      frequencyOfReception: 30,
      frequencyOfDelivery: 1,
      view: 'generic',
      packageType: 'bottle',
      addonIds: ['a'],
    });
    expect(completedDraft(CANDIDATES, ORDER, { packageType: 'blister-pack' }).packageType).toBe('blister-pack');
    expect(completedDraft([], ORDER, { doseId: 'x' })).toEqual({ doseId: 'x' });
    const unpackaged = planCandidates([{ ...TADALAFIL, variations: [{ ...TADALAFIL.variations[1]!, packageTypes: [] }] }]);
    expect(completedDraft(unpackaged, ORDER, {})).not.toHaveProperty('packageType');
  });

  it('narrows the new-subscription flow by uses, preference, product and usage in turn', () => {
    expect(values('reception', {}, NEW_ORDER)).toEqual([4, 8, 30]);
    expect(values('view', { frequencyOfReception: 4 }, NEW_ORDER)).toEqual(['generic', 'brand']);
    expect(values('product', { frequencyOfReception: 4, view: 'generic' }, NEW_ORDER)).toEqual(['sildenafil', 'tadalafil']);
    expect(values('product', { frequencyOfReception: 30 }, NEW_ORDER)).toEqual(['tadalafil']);
    expect(values('variation', { frequencyOfReception: 4, productId: 'tadalafil' }, NEW_ORDER)).toEqual(['as-needed']);
  });

  it('sets one choice at a time', () => {
    expect(withChoice({}, 'reception', '8')).toEqual({ frequencyOfReception: 8 });
    expect(withChoice({}, 'delivery', 3)).toEqual({ frequencyOfDelivery: 3 });
    expect(withChoice({}, 'view', 'brand')).toEqual({ view: 'brand' });
    expect(withChoice({}, 'view', 'other')).toEqual({ view: 'generic' });
    expect(withChoice({}, 'product', 'p')).toEqual({ productId: 'p' });
    expect(withChoice({}, 'variation', 'v')).toEqual({ variationId: 'v' });
    expect(withChoice({}, 'dose', 'd')).toEqual({ doseId: 'd' });
  });

  it('labels choices as a patient reads them', () => {
    const [first] = CANDIDATES;
    const viagra = CANDIDATES.find((candidate) => candidate.variation._id === 'viagra')!;
    expect(choiceLabel(first!, 'reception')).toBe('4 uses a month');
    expect(choiceLabel({ ...first!, reception: 0 }, 'reception')).toBe('0');
    expect(choiceLabel(first!, 'view')).toBe('Generic');
    expect(choiceLabel(viagra, 'view')).toBe('Brand name');
    expect(choiceLabel(first!, 'product')).toBe('Sildenafil');
    expect(choiceLabel(first!, 'variation')).toBe('generic-sil');
    expect(choiceLabel(first!, 'dose')).toBe('s25');
    expect(choiceLabel(first!, 'delivery')).toBe('Delivered every month');
    expect(packageTypeLabel('blister-pack')).toBe('Blister pack');
    expect(packageTypeLabel('vial_kit')).toBe('Vial kit');
    expect(packageTypeLabel('vial_kit', { vial_kit: 'Kit con frasco (vial)' })).toBe('Kit con frasco (vial)');
    expect(packageTypeLabel('tube', { vial_kit: 'Kit con frasco (vial)' })).toBe('Tube');
    expect(packageTypeLabel('_vial__kit-')).toBe('Vial kit');
  });

  const draftArbitrary = fc.record(
    {
      variationId: fc.constantFrom('generic-sil', 'viagra', 'as-needed', 'daily', 'gone'),
      doseId: fc.constantFrom('s25', 's50', 'v25', 'v50', 't10', 'd5', 'gone'),
      frequencyOfReception: fc.constantFrom(4, 8, 30, 12),
      frequencyOfDelivery: fc.constantFrom(1, 3, 6),
    },
    { requiredKeys: [] },
  );

  test.prop([draftArbitrary])('always resolves to a plan the catalogue offers, keeping every choice that fits', (draft) => {
    const plan = resolvedPlan(CANDIDATES, ORDER, draft);
    expect(plan).not.toBeNull();
    expect(CANDIDATES).toContain(plan);
    for (const { dimension } of TREATMENT_DIMENSIONS) {
      const offered = values(dimension, draft);
      expect(offered).toContain(valueOf(plan!, dimension));
    }
  });
});

describe("the 'Most popular' mark", () => {
  it('goes to one choice of a list, the first the catalogue marks, as the default takes it', () => {
    const popularTadalafil = {
      ...TADALAFIL,
      variations: TADALAFIL.variations.map((variation) => ({ ...variation, mostPopular: variation._id === 'as-needed' })),
    };
    const candidates = planCandidates([SILDENAFIL, popularTadalafil]);
    expect(mostPopularChoice(candidates, ORDER, {}, 'variation')).toBe('generic-sil');
    expect(completedDraft(candidates, ORDER, {}).variationId).toBe('generic-sil');
    expect(mostPopularChoice(candidates, ORDER, { variationId: 'generic-sil' }, 'dose')).toBe('s50');
    expect(mostPopularChoice(candidates, ORDER, { variationId: 'daily' }, 'dose')).toBeNull();
    expect(mostPopularChoice(candidates, ORDER, {}, 'delivery')).toBeNull();
  });
});
