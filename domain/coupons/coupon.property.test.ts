import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { couponApplication } from './coupon-application';
import { couponApplies, couponsForPlan, planTarget } from './coupon-applies';
import { withCouponDefaults, type CouponAppliesTo } from './coupon';

describe('coupon defaults (spec §3, §9)', () => {
  it("gives discountType '$' by default, and our defaults for the rest", () => {
    expect(withCouponDefaults({ name: 'WELCOME' })).toEqual({
      name: 'WELCOME',
      discountType: '$',
      discountValue: 0,
      usingPeriodsCount: 1,
      periodType: 'one_time',
      appliesTo: [],
    });
  });

  it('keeps what is given, and counts periods when only a count is given', () => {
    expect(
      withCouponDefaults({
        name: 'SPRING',
        discountType: '%',
        discountValue: 15,
        usingPeriodsCount: 3,
        appliesTo: [{ appliesObjType: 'subscription', frequencyOfDelivery: [1, 3], frequencyOfReception: 30 }],
      }),
    ).toEqual({
      name: 'SPRING',
      discountType: '%',
      discountValue: 15,
      usingPeriodsCount: 3,
      periodType: 'custom',
      appliesTo: [{ appliesObjType: 'subscription', frequencyOfDelivery: [1, 3], frequencyOfReception: 30 }],
    });
  });

  it('fills a rule’s missing frequencies as "any", and reads a period type', () => {
    const coupon = withCouponDefaults({ name: 'X', periodType: 'forever', appliesTo: [{ appliesObjType: 'addon' }] });
    expect(coupon.periodType).toBe('forever');
    expect(coupon.appliesTo).toEqual([{ appliesObjType: 'addon', frequencyOfDelivery: [], frequencyOfReception: null }]);
    expect(withCouponDefaults({ name: 'X', periodType: 'one_time', usingPeriodsCount: 4 }).periodType).toBe('one_time');
    expect(withCouponDefaults({ name: 'X', periodType: 'custom' }).periodType).toBe('custom');
    expect(withCouponDefaults({ name: 'X', periodType: 'monthly', usingPeriodsCount: 2 }).periodType).toBe('custom');
  });

  it('counts at least one whole period', () => {
    expect(withCouponDefaults({ name: 'X', usingPeriodsCount: 0 }).usingPeriodsCount).toBe(1);
    expect(withCouponDefaults({ name: 'X', usingPeriodsCount: -2 }).usingPeriodsCount).toBe(1);
    expect(withCouponDefaults({ name: 'X', usingPeriodsCount: 2.7 }).usingPeriodsCount).toBe(2);
    expect(withCouponDefaults({ name: 'X', usingPeriodsCount: null }).usingPeriodsCount).toBe(1);
  });
});

describe('which coupons apply to a plan (spec §3: appliesTo, frequencyOfDelivery[], frequencyOfReception)', () => {
  const rule = (patch: Partial<CouponAppliesTo> = {}): CouponAppliesTo => ({
    appliesObjType: 'subscription',
    frequencyOfDelivery: [],
    frequencyOfReception: null,
    ...patch,
  });
  const plan = { frequencyOfDelivery: 3, frequencyOfReception: 30 };

  it('applies a coupon without rules to every plan', () => {
    expect(couponApplies({ appliesTo: [] }, planTarget(plan))).toBe(true);
  });

  it('needs a rule for the kind billed', () => {
    expect(couponApplies({ appliesTo: [rule()] }, planTarget(plan))).toBe(true);
    expect(couponApplies({ appliesTo: [rule({ appliesObjType: 'addon' })] }, planTarget(plan))).toBe(false);
    expect(couponApplies({ appliesTo: [rule({ appliesObjType: 'addon' })] }, { ...planTarget(plan), objType: 'addon' })).toBe(true);
  });

  it('limits to the listed delivery frequencies and the reception frequency', () => {
    expect(couponApplies({ appliesTo: [rule({ frequencyOfDelivery: [1, 3] })] }, planTarget(plan))).toBe(true);
    expect(couponApplies({ appliesTo: [rule({ frequencyOfDelivery: [1, 6] })] }, planTarget(plan))).toBe(false);
    expect(couponApplies({ appliesTo: [rule({ frequencyOfReception: 30 })] }, planTarget(plan))).toBe(true);
    expect(couponApplies({ appliesTo: [rule({ frequencyOfReception: 60 })] }, planTarget(plan))).toBe(false);
    expect(couponApplies({ appliesTo: [rule({ frequencyOfReception: 60 }), rule({ frequencyOfDelivery: [3] })] }, planTarget(plan))).toBe(true);
  });

  it('treats a plan without a delivery frequency as the default 0, and without a reception frequency as none', () => {
    expect(planTarget({})).toEqual({ objType: 'subscription', frequencyOfDelivery: 0, frequencyOfReception: null });
    expect(couponApplies({ appliesTo: [rule({ frequencyOfDelivery: [0] })] }, planTarget({}))).toBe(true);
    expect(couponApplies({ appliesTo: [rule({ frequencyOfReception: 30 })] }, planTarget({}))).toBe(false);
  });

  it('keeps the coupons that apply, in order', () => {
    const coupons = [
      { name: 'a', appliesTo: [rule({ frequencyOfDelivery: [3] })] },
      { name: 'b', appliesTo: [rule({ frequencyOfDelivery: [6] })] },
      { name: 'c', appliesTo: [] },
    ];
    expect(couponsForPlan(coupons, plan).map((c) => c.name)).toEqual(['a', 'c']);
  });

  const frequency = fc.integer({ min: 0, max: 12 });
  const rules = fc.array(
    fc.record({
      appliesObjType: fc.constantFrom('subscription', 'addon'),
      frequencyOfDelivery: fc.array(frequency, { maxLength: 3 }),
      frequencyOfReception: fc.option(fc.constantFrom(15, 30, 60)),
    }),
    { maxLength: 4 },
  );
  const target = fc.record({
    objType: fc.constantFrom('subscription', 'addon'),
    frequencyOfDelivery: frequency,
    frequencyOfReception: fc.option(fc.constantFrom(15, 30, 60)),
  });

  test.prop([rules, rules, target])('adding a rule never takes a coupon away from a target it applied to', (some, more, t) => {
    fc.pre(some.length > 0);
    if (couponApplies({ appliesTo: some }, t)) expect(couponApplies({ appliesTo: [...some, ...more] }, t)).toBe(true);
  });

  test.prop([rules, target])('a coupon applies exactly when one of its rules alone would', (some, t) => {
    fc.pre(some.length > 0);
    expect(couponApplies({ appliesTo: some }, t)).toBe(some.some((r) => couponApplies({ appliesTo: [r] }, t)));
  });
});

describe('coupon application needs a valid subscription id (spec §5)', () => {
  it("refuses a missing or malformed id with 'Invalid subscription ID provided for coupon application'", () => {
    const refused = { ok: false, error: { message: 'Invalid subscription ID provided for coupon application', statusCode: 400 } };
    for (const id of [
      null,
      undefined,
      '',
      'undefined',
      '65f1c2ab9e8d7c6b5a4f3e2',
      '65f1c2ab9e8d7c6b5a4f3e2d1',
      '65F1C2AB9E8D7C6B5A4F3E2D',
      'x65f1c2ab9e8d7c6b5a4f3e2d',
      '65f1c2ab9e8d7c6b5a4f3e2dx',
      '65f1c2ab9e8d/c6b5a4f3e2d',
    ]) {
      expect(couponApplication(id, 'SPRING')).toEqual(refused);
    }
  });

  it('sends a valid id with the trimmed code, and refuses a blank code', () => {
    expect(couponApplication('65f1c2ab9e8d7c6b5a4f3e2d', ' SPRING ')).toEqual({
      ok: true,
      value: { subscriptionId: '65f1c2ab9e8d7c6b5a4f3e2d', code: 'SPRING' },
    });
    expect(couponApplication('65f1c2ab9e8d7c6b5a4f3e2d', '  ')).toEqual({ ok: false, error: { message: 'Enter a coupon code', statusCode: 400 } });
  });

  test.prop([fc.stringMatching(/^[a-f0-9]{24}$/), fc.string({ minLength: 1 }).filter((code) => code.trim() !== '')])('accepts every 24-hex id', (id, code) => {
    expect(couponApplication(id, code).ok).toBe(true);
  });
});
