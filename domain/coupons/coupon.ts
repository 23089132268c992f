import { BUSINESS_CONSTANTS } from '../shared/business-constants';

/** '$' takes a fixed amount off each covered period, '%' a share of the price (spec §3, default '$'). */
export type DiscountType = '$' | '%';

/**
 * How long a coupon lasts, counted in billing periods (our choice, domain/README.md): one_time covers the
 * first period, custom the first usingPeriodsCount periods, forever every period.
 */
export type CouponPeriodType = 'one_time' | 'custom' | 'forever';

/** One "applies to" rule (spec §3): the kind of thing billed, and the plan frequencies it is limited to. */
export interface CouponAppliesTo {
  readonly appliesObjType: string;
  /** Empty: any delivery frequency. */
  readonly frequencyOfDelivery: readonly number[];
  /** null: any reception frequency. */
  readonly frequencyOfReception: number | null;
}

export interface Coupon {
  readonly name: string;
  readonly discountType: DiscountType;
  readonly discountValue: number;
  readonly usingPeriodsCount: number;
  readonly periodType: CouponPeriodType;
  /** Empty: the coupon applies to every subscription plan. */
  readonly appliesTo: readonly CouponAppliesTo[];
}

/** A coupon as the API may send it: everything but the name can be missing. */
export interface CouponInput {
  readonly name: string;
  readonly discountType?: DiscountType | null;
  readonly discountValue?: number | null;
  readonly usingPeriodsCount?: number | null;
  readonly periodType?: string | null;
  readonly appliesTo?:
    | readonly {
        readonly appliesObjType: string;
        readonly frequencyOfDelivery?: readonly number[] | null;
        readonly frequencyOfReception?: number | null;
      }[]
    | null;
}

/** A period count below one still covers one period: a coupon shown to a patient always gives its discount once. */
const periodsCount = (count: number | null | undefined): number => Math.max(1, Math.floor(count ?? 1));

/**
 * The spec's defaults (discountType '$') and ours: no value is a zero discount; no period count is one
 * period; no periodType is custom when a count is given, else one_time; an unknown periodType counts periods
 * (custom); no appliesTo applies to every plan.
 */
export const withCouponDefaults = (input: CouponInput): Coupon => {
  // Whatever is neither one_time nor forever (custom, unknown, or a count without a type) counts periods.
  const periodType = input.periodType ?? (input.usingPeriodsCount == null ? 'one_time' : null);
  return {
    name: input.name,
    discountType: input.discountType ?? (BUSINESS_CONSTANTS.defaultCouponDiscountType as DiscountType),
    discountValue: input.discountValue ?? 0,
    usingPeriodsCount: periodsCount(input.usingPeriodsCount),
    periodType: periodType === 'one_time' || periodType === 'forever' ? periodType : 'custom',
    appliesTo: (input.appliesTo ?? []).map((rule) => ({
      appliesObjType: rule.appliesObjType,
      frequencyOfDelivery: rule.frequencyOfDelivery ?? [],
      frequencyOfReception: rule.frequencyOfReception ?? null,
    })),
  };
};
