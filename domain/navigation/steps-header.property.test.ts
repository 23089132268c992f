import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { backArrowVisible, FALLBACK_STEP_TITLE, progressSegments, stepTitle } from './steps-header';

const ORDER = ['basic', 'questions', 'globalQuestions', 'treatment', 'payment', 'photo'];

describe('steps header (spec §2)', () => {
  it("titles the basic step 'The Basics' and every step with some title", () => {
    expect(stepTitle('basic')).toBe('The Basics');
    expect(ORDER.map(stepTitle)).toEqual(['The Basics', 'Your Health', 'Medical History', 'Treatment Plan', 'Shipping & Payment', 'Identity Verification']);
    expect(stepTitle('done')).toBe('All Set');
    expect(stepTitle('summary')).toBe('Registration');
    expect(FALLBACK_STEP_TITLE).toBe('Registration');
  });

  it("hides the back arrow on 'The Basics' and on thank-you", () => {
    expect(backArrowVisible('basic', '/steps')).toBe(false);
    expect(backArrowVisible('done', '/steps')).toBe(false);
    expect(backArrowVisible('payment', '/thank-you')).toBe(false);
    expect(backArrowVisible('payment', '/thank-you/')).toBe(false);
    expect(backArrowVisible('payment', '/thank-you//')).toBe(false);
    for (const step of ORDER.slice(1)) expect(backArrowVisible(step, '/steps')).toBe(true);
  });

  it('draws one segment per step: done before the current one, disabled after', () => {
    expect(progressSegments(ORDER, 'treatment').map((segment) => segment.state)).toEqual(['done', 'done', 'done', 'current', 'disabled', 'disabled']);
    expect(progressSegments(ORDER, 'basic').map((segment) => segment.state)).toEqual(['current', 'disabled', 'disabled', 'disabled', 'disabled', 'disabled']);
    expect(progressSegments(['basic', 'payment'], 'payment')).toEqual([
      { step: 'basic', state: 'done' },
      { step: 'payment', state: 'current' },
    ]);
  });

  it('marks every segment done once registration is done, and none when the step is not in the order', () => {
    expect(progressSegments(ORDER, 'done').every((segment) => segment.state === 'done')).toBe(true);
    expect(progressSegments(ORDER, 'summary').every((segment) => segment.state === 'disabled')).toBe(true);
    expect(progressSegments([], 'basic')).toEqual([]);
  });

  const stepName = fc.constantFrom('basic', 'questions', 'globalQuestions', 'treatment', 'payment', 'photo', 'done', 'x');

  test.prop([
    fc.uniqueArray(
      stepName.filter((step) => step !== 'done'),
      { maxLength: 7 },
    ),
    stepName,
  ])('keeps the steps in order: a done prefix, at most one current, a disabled suffix', (order, current) => {
    const segments = progressSegments(order, current);
    expect(segments.map((segment) => segment.step)).toEqual(order);
    const states = segments.map((segment) => segment.state).join(',');
    expect(states === '' || /^(done,)*(done|current)?(,?disabled)*$/.test(states)).toBe(true);
    expect(segments.filter((segment) => segment.state === 'current').length).toBe((order as string[]).includes(current) ? 1 : 0);
    const doneCount = segments.filter((segment) => segment.state === 'done').length;
    expect(doneCount).toBe(current === 'done' ? order.length : Math.max((order as string[]).indexOf(current), 0));
  });

  test.prop([fc.string(), fc.string()])('is total: any step and path give a title and an arrow rule', (step, path) => {
    expect(stepTitle(step).length).toBeGreaterThan(0);
    expect(typeof backArrowVisible(step, path)).toBe('boolean');
  });
});
