import { describe, expect, it } from 'vitest';
import { productImageSource } from './product-image-source';

describe('productImageSource', () => {
  it('loads the catalogue images served by the app', () => {
    expect(productImageSource('/products/sildenafil.svg')).toBe('/products/sildenafil.svg');
    expect(productImageSource(' /products/wegovy.svg ')).toBe('/products/wegovy.svg');
  });

  it('shows the icon for a missing URL', () => {
    expect(productImageSource(undefined)).toBeNull();
    expect(productImageSource(null)).toBeNull();
    expect(productImageSource('')).toBeNull();
    expect(productImageSource('   ')).toBeNull();
  });

  it('shows the icon for a URL the policy would refuse: another origin, protocol-relative or another scheme', () => {
    expect(productImageSource('https://cdn.example.com/products/sildenafil.svg')).toBeNull();
    expect(productImageSource('//cdn.example.com/sildenafil.svg')).toBeNull();
    expect(productImageSource('/\\cdn.example.com/sildenafil.svg')).toBeNull();
    expect(productImageSource('data:image/svg+xml,<svg/>')).toBeNull();
    expect(productImageSource('products/sildenafil.svg')).toBeNull();
  });
});
