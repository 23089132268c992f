/**
 * Height. Stored units (our choice, domain/README.md): the API keeps a patient's height as a number of
 * feet, fractions allowed (5.75 is 5 feet 9 inches), because the spec treats a numeric height as feet; the
 * app works with whole feet and inches.
 */
export interface Height {
  readonly feet: number;
  readonly inches: number;
}

const INCHES_PER_FOOT = 12;

/** Feet (fractions allowed) to whole feet and inches, rounded to the nearest inch: 5.999 is 6 feet 0 inches. */
export const heightFromFeet = (feet: number): Height => {
  const totalInches = Math.round(feet * INCHES_PER_FOOT);
  return { feet: Math.floor(totalInches / INCHES_PER_FOOT), inches: totalInches % INCHES_PER_FOOT };
};

/** Whole feet and inches to the stored number of feet. */
export const heightToFeet = (height: Height): number => (height.feet * INCHES_PER_FOOT + height.inches) / INCHES_PER_FOOT;

/** 'N feet M inches' (spec §5), worded exactly as the spec gives it. */
export const formatHeight = (height: Height): string => `${height.feet} feet ${height.inches} inches`;

const NUMERIC = /^\d+(\.\d+)?$/;

/**
 * The height to show (spec §5): a numeric height (a number, or text that is only a number) is treated as
 * feet and converted; other text is shown as it is; no height, or one of zero, shows nothing (null).
 */
export const heightLabel = (height: number | string | null | undefined): string | null => {
  if (typeof height === 'number') return Number.isFinite(height) && height > 0 ? formatHeight(heightFromFeet(height)) : null;
  const text = (height ?? '').trim();
  if (text === '') return null;
  return NUMERIC.test(text) ? heightLabel(Number(text)) : text;
};
