import type { BrandSettings } from '../app/brand-settings';

/** Sets the brand on the page body (spec §1): the class that gives its colours (theme/app.css), title and favicon. */
export const applyBrandTheme = (brand: BrandSettings, doc: Document): void => {
  doc.body.classList.remove('brand-main', 'brand-women');
  doc.body.classList.add(`brand-${brand.id}`);
  doc.body.dataset.brand = brand.id;
  doc.title = brand.name;
  const favicon = doc.getElementById('favicon');
  // The server's page already names the brand's icon; setting the same address again fetches it again.
  if (favicon instanceof HTMLLinkElement && favicon.getAttribute('href') !== brand.faviconUrl) favicon.href = brand.faviconUrl;
};
