import type { ProductType } from '../shared/product-type';

/** A dose of a variation (spec §3 Product doses); its price is per unit, or per month's package. */
export interface ProductDose {
  readonly _id: string;
  readonly weight: number;
  readonly measure: string;
  readonly status: string;
  readonly price: number;
  readonly specialQuarterlyPrice: number | null;
  readonly description: string;
  readonly calculationAsPackage: boolean;
  readonly mostPopular: boolean;
  readonly strength: string;
}

/** A variation of a product: generic or brand, or a form of use (spec §3 Product variations). */
export interface ProductVariation {
  readonly _id: string;
  readonly ranking: number;
  readonly variationName: string;
  readonly view: 'generic' | 'brand';
  readonly variationDescription: string;
  readonly mainImgUrl: string;
  readonly mostPopular: boolean;
  /** Uses a month offered. */
  readonly frequencyOfReception: readonly number[];
  readonly packageTypes: readonly string[];
  /** The package types' names by code, in the language asked for, where the server names them. */
  readonly packageTypeNames?: Readonly<Record<string, string>>;
  readonly doses: readonly ProductDose[];
}

/** A treatment of the catalogue (spec §3 Product). */
export interface CatalogueProduct {
  readonly _id: string;
  readonly productName: string;
  readonly productDescription: string;
  readonly productType: ProductType;
  readonly substance: string;
  readonly mainImgUrl: string;
  /** Months per delivery offered. */
  readonly frequencyOfDelivery: readonly number[];
  readonly startingPricePerMonth: number;
  readonly variations: readonly ProductVariation[];
}

/** An add-on a delivery can carry (shipping protection, a sharps container...). */
export interface CatalogueAddon {
  readonly _id: string;
  readonly name: string;
  readonly description: string;
  readonly price: number;
  /** With every delivery, or once with the first. */
  readonly recurring: boolean;
}
