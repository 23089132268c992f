/**
 * Body mass index (spec §5): the supplied value when there is one, else computed from height (stored in
 * feet) and weight (stored in pounds) after converting both to metric, kg / m², to one decimal.
 */
const METRES_PER_FOOT = 0.3048;
const KILOGRAMS_PER_POUND = 0.45359237;

const isPositive = (value: number | null | undefined): value is number => Number.isFinite(value) && (value as number) > 0;

/** BMI from feet and pounds, rounded half up to one decimal; null when either is missing or not positive. */
export const computeBmi = (heightFeet: number | null | undefined, weightPounds: number | null | undefined): number | null => {
  if (!isPositive(heightFeet) || !isPositive(weightPounds)) return null;
  const metres = heightFeet * METRES_PER_FOOT;
  return Math.round(((weightPounds * KILOGRAMS_PER_POUND) / (metres * metres)) * 10) / 10;
};

export interface BodyMetrics {
  readonly height: number | null;
  readonly weight: number | null;
  readonly bmi: number | null;
}

/** The BMI to show: the supplied bmi if positive, otherwise computed. */
export const bmiOf = (metrics: BodyMetrics): number | null => (isPositive(metrics.bmi) ? metrics.bmi : computeBmi(metrics.height, metrics.weight));
