import './product-image.css';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { productImageSource } from '../../domain/shared/product-image-source';
import type { ProductType } from '../../domain/shared/product-type';
import { ProductLineIcon } from './product-line-icon';

interface ProductImageProps {
  /** The catalogue's URL: a product's or variation's `mainImgUrl`, a plan's `productImgUrl`. */
  readonly src: string | null | undefined;
  /** The treatment pictured, as its alt text. */
  readonly name: string;
  /** Whose icon stands in when the picture cannot show. */
  readonly productType: ProductType;
  /** Width and height in CSS pixels, set before it loads so nothing moves when it does. */
  readonly size: number;
  /** Off the first screen: the browser fetches it only as it comes near. */
  readonly belowFold?: boolean;
}

/**
 * A treatment's picture from the catalogue; its product line's icon when the URL is missing or the picture
 * fails to load, never a broken-image box.
 */
export const ProductImage = observer(function ProductImage({ src, name, productType, size, belowFold = false }: ProductImageProps) {
  const source = productImageSource(src);
  const [failed, setFailed] = useState<string | null>(null);
  if (source === null || failed === source) return <ProductLineIcon productType={productType} name={name} size={size} />;
  return (
    <img
      className="product-image"
      src={source}
      alt={name}
      width={size}
      height={size}
      loading={belowFold ? 'lazy' : 'eager'}
      decoding="async"
      onError={() => setFailed(source)}
    />
  );
});
