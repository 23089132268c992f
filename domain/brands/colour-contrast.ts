/** WCAG 2 contrast, so brand colours are used only in ways that stay readable (AA: 4.5 for text). */
export const WCAG_AA_TEXT = 4.5;

type Rgb = readonly [number, number, number];

const parseHex = (hex: string): Rgb => {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const value = Number.parseInt(match[1], 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
};

const toHex = (rgb: Rgb): string => `#${rgb.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;

const linear = (channel: number): number => {
  const s = channel / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};

export const relativeLuminance = (hex: string): number => {
  const [r, g, b] = parseHex(hex);
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
};

export const contrastRatio = (a: string, b: string): number => {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

/** White or black, whichever reads better on the background. */
export const readableTextOn = (background: string): '#ffffff' | '#000000' =>
  contrastRatio(background, '#ffffff') >= contrastRatio(background, '#000000') ? '#ffffff' : '#000000';

/** The colour itself when it reads on the background, else the same hue darkened until it does. */
export const darkenUntilReadable = (colour: string, background: string, ratio = WCAG_AA_TEXT): string => {
  let rgb = parseHex(colour);
  // Black is as dark as it gets: on a background too dark for any colour, stop there.
  while (contrastRatio(toHex(rgb), background) < ratio && rgb.some((channel) => channel > 0)) {
    rgb = rgb.map((channel) => Math.floor(channel * 0.95)) as unknown as Rgb;
  }
  return toHex(rgb);
};
