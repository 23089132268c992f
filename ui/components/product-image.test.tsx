import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ProductImage } from './product-image';

describe('ProductImage', () => {
  it('shows the catalogue picture at its size, named by the treatment, decoded off the main thread', () => {
    const html = renderToString(<ProductImage src="/products/wegovy.svg" name="Semaglutide, Wegovy®" productType="wl" size={56} />);
    expect(html).toContain('<img ');
    expect(html).toContain('src="/products/wegovy.svg"');
    expect(html).toContain('alt="Semaglutide, Wegovy®"');
    expect(html).toContain('width="56"');
    expect(html).toContain('height="56"');
    expect(html).toContain('decoding="async"');
    expect(html).toContain('loading="eager"');
  });

  it('lets the browser fetch a picture below the fold only as it comes near', () => {
    expect(renderToString(<ProductImage src="/products/tretinoin.svg" name="Tretinoin" productType="ag" size={56} belowFold />)).toContain('loading="lazy"');
  });

  it("shows the product line's icon, named alike and at the same size, when the URL is missing or off the app's origin", () => {
    for (const src of [undefined, '', 'https://cdn.example.com/products/sildenafil.svg']) {
      const html = renderToString(<ProductImage src={src} name="Sildenafil" productType="ed" size={72} />);
      expect(html).not.toContain('<img');
      expect(html).toMatch(/^<svg /);
      expect(html).toContain('role="img"');
      expect(html).toContain('aria-label="Sildenafil"');
      expect(html).toContain('width="72"');
      expect(html).toContain('data-product-type="ed"');
    }
  });
});
