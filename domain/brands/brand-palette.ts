import { BRAND_PRIMARY_COLOURS, type BrandId } from './brand';
import { darkenUntilReadable, readableTextOn } from './colour-contrast';

export interface BrandPalette {
  /** The spec's brand colour, for surfaces: buttons, progress, the selected menu entry. */
  readonly primary: string;
  /** Text on a primary surface, chosen for contrast. */
  readonly onPrimary: string;
  /** The brand hue for text and links on white, darkened where needed to read at WCAG AA. */
  readonly primaryText: string;
}

export const brandPalette = (brand: BrandId): BrandPalette => {
  const primary = BRAND_PRIMARY_COLOURS[brand];
  return { primary, onPrimary: readableTextOn(primary), primaryText: darkenUntilReadable(primary, '#ffffff') };
};
