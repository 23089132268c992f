import { brandPalette } from '../../domain/brands/brand-palette';
import type { BrandSettings } from '../app/brand-settings';

/** Sets the brand on the page body (spec §1): class, colours, title and favicon. */
export const applyBrandTheme = (brand: BrandSettings, doc: Document): void => {
  const palette = brandPalette(brand.id);
  doc.body.classList.remove('brand-main', 'brand-women');
  doc.body.classList.add(`brand-${brand.id}`);
  doc.body.dataset.brand = brand.id;
  doc.body.style.setProperty('--brand-primary', palette.primary);
  doc.body.style.setProperty('--brand-on-primary', palette.onPrimary);
  doc.body.style.setProperty('--brand-primary-text', palette.primaryText);
  doc.title = brand.name;
  const favicon = doc.getElementById('favicon');
  if (favicon instanceof HTMLLinkElement) favicon.href = brand.faviconUrl;
};
