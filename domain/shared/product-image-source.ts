/**
 * The catalogue's image URL (a product's or variation's `mainImgUrl`, a plan's `productImgUrl`) as the app
 * may load it: a path on the app's own origin, the only image origin its Content Security Policy allows
 * besides data: and blob:. Anything else (absent, empty, protocol-relative, another origin or scheme)
 * is no image: the product line's icon stands in rather than a picture the browser would refuse.
 */
export const productImageSource = (url: string | null | undefined): string | null => {
  const path = url?.trim() ?? '';
  return path.startsWith('/') && !path.startsWith('//') && !path.includes('\\') ? path : null;
};
