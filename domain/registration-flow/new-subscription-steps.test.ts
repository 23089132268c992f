import { describe, expect, it } from 'vitest';
import { planCandidates } from './plan-choices';
import { SILDENAFIL, TADALAFIL } from './plan-catalogue.fixture';
import { dimensionOf, newSubscriptionBack, newSubscriptionForward, nextNewSubscriptionStage, startNewSubscription } from './new-subscription-steps';

const CANDIDATES = planCandidates([SILDENAFIL, TADALAFIL]);

describe('the new-subscription sub-steps (spec §4)', () => {
  it('starts at the first sub-step with a choice and skips those with one value left', () => {
    expect(startNewSubscription(CANDIDATES, {})).toEqual({ stage: 'NumberOfUses', passed: [] });
    // 30 uses a month: only daily tadalafil, so every later sub-step but the delivery asks nothing.
    expect(nextNewSubscriptionStage(CANDIDATES, { frequencyOfReception: 30 }, 'NumberOfUses')).toBe('ShipmentFrequency');
    expect(nextNewSubscriptionStage(CANDIDATES, {}, 'ShipmentFrequency')).toBe('review');
    expect(nextNewSubscriptionStage(CANDIDATES, {}, 'review')).toBe('review');
    expect(startNewSubscription([], {})).toEqual({ stage: 'review', passed: [] });
  });

  it('walks forward recording the stages passed, and back through them; back from the first leaves', () => {
    let progress = startNewSubscription(CANDIDATES, {});
    progress = newSubscriptionForward(progress, CANDIDATES, { frequencyOfReception: 4 });
    expect(progress).toEqual({ stage: 'DrugPreference', passed: ['NumberOfUses'] });
    progress = newSubscriptionForward(progress, CANDIDATES, { frequencyOfReception: 4, view: 'brand' });
    expect(progress.stage).toBe('ShipmentFrequency');
    const review = { stage: 'review' as const, passed: [...progress.passed, progress.stage] };
    expect(newSubscriptionForward(review, CANDIDATES, {})).toBe(review);
    expect(newSubscriptionBack(review)).toEqual(progress);
    expect(newSubscriptionBack({ stage: 'NumberOfUses', passed: [] })).toBeNull();
  });

  it('names the dimension each sub-step chooses', () => {
    expect(dimensionOf('DrugPreference')).toBe('view');
    expect(dimensionOf('Usage')).toBe('variation');
    expect(dimensionOf('GenericOptions')).toBe('product');
  });
});
