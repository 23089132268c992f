import type { BrandId } from '../../domain/brands/brand';
import type { BrandHostGroups } from '../../domain/brands/brand-for-host';

/** What the screens need to know of the brand this host serves; main.tsx builds it from config.json. */
export interface BrandSettings {
  readonly id: BrandId;
  readonly name: string;
  readonly websiteUrl: string;
  readonly supportEmail: string;
  readonly logoUrl: string;
  readonly faviconUrl: string;
  /** The brand's install manifest (ui/public/brands/<id>/manifest.webmanifest). */
  readonly manifestUrl: string;
  /**
   * The other brand, where the treatments this one hides are managed, and every brand's hosts, from which
   * the dashboard finds its app (domain/brands/brand-for-host.ts `brandHost`, not needed before then).
   */
  readonly otherBrand: { readonly id: BrandId; readonly name: string };
  readonly hostGroups: Readonly<Record<BrandId, BrandHostGroups>>;
}
