import type { BrandId } from '../../domain/brands/brand';

/**
 * Each brand's mark as its logo draws it (ui/public/brands/<brand>/logo.svg, 32 x 32 user units): a filled
 * shape with a white stroke over it, and the ink its name is written in. A receipt draws it with the PDF
 * library's shapes, which read SVG path data but not whole SVG files.
 */
export interface BrandMark {
  /** The filled shape, as SVG path data. */
  readonly shape: string;
  readonly fill: string;
  /** The white stroke over it, as SVG path data, and its width. */
  readonly stroke: string;
  readonly strokeWidth: number;
  /** The colour of the brand's name beside the mark. */
  readonly ink: string;
}

export const BRAND_MARKS: Readonly<Record<BrandId, BrandMark>> = {
  main: {
    shape: 'M16 1 A15 15 0 1 1 16 31 A15 15 0 1 1 16 1 Z',
    fill: '#007aff',
    stroke: 'M8 10l8 14 8-14',
    strokeWidth: 3.2,
    ink: '#0a2540',
  },
  women: {
    shape: 'M10 1 H22 A9 9 0 0 1 31 10 V22 A9 9 0 0 1 22 31 H10 A9 9 0 0 1 1 22 V10 A9 9 0 0 1 10 1 Z',
    fill: '#8D47FF',
    stroke: 'M7 11l3.5 11L16 13l5.5 9L25 11',
    strokeWidth: 2.8,
    ink: '#2a1052',
  },
};
