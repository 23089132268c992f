import type { BrandId } from '../../domain/brands/brand';

/** What the screens need to know of the brand this host serves; main.tsx builds it from config.json. */
export interface BrandSettings {
  readonly id: BrandId;
  readonly name: string;
  readonly websiteUrl: string;
  readonly supportEmail: string;
  readonly logoUrl: string;
  readonly faviconUrl: string;
  /** The other brand, where the treatments this one hides are managed (its app's origin, when known). */
  readonly otherBrand: { readonly name: string; readonly appOrigin: string | null };
}
