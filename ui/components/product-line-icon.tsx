import { observer } from 'mobx-react-lite';
import type { ProductType } from '../../domain/shared/product-type';

/** One glyph per product line, drawn on the catalogue images' 120-unit square. */
const GLYPHS: Readonly<Record<ProductType, string>> = {
  // A heart.
  ed: 'M60 90C26 68 24 42 40 35c9-4 17 0 20 8 3-8 11-12 20-8 16 7 14 33-20 55z',
  // Three strands of hair.
  hl: 'M42 92c-6-20 10-34 2-60M60 92c-6-20 10-34 2-60M78 92c-6-20 10-34 2-60',
  // A scale's dial and needle.
  wl: 'M30 34h60v56H30zM44 58a16 16 0 0 1 32 0M60 62l8-14',
  // A sparkle.
  ag: 'M60 26c3 22 12 31 34 34-22 3-31 12-34 34-3-22-12-31-34-34 22-3 31-12 34-34z',
};

/**
 * The product line's icon, where a treatment's picture is missing or failed to load: drawn inline, so it
 * always shows, at the picture's size, named as the picture would have been.
 */
export const ProductLineIcon = observer(function ProductLineIcon({
  productType,
  name,
  size,
}: {
  readonly productType: ProductType;
  readonly name: string;
  readonly size: number;
}) {
  return (
    <svg
      className="product-image product-line-icon"
      viewBox="0 0 120 120"
      width={size}
      height={size}
      role="img"
      aria-label={name}
      data-product-type={productType}
    >
      <rect className="product-line-icon-backdrop" width="120" height="120" rx="16" />
      <path className={productType === 'ed' ? 'product-line-icon-fill' : 'product-line-icon-stroke'} d={GLYPHS[productType]} />
    </svg>
  );
});
