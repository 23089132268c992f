import type { CatalogueProduct, ProductDose, ProductVariation } from '../entities/catalogue-product';

/** A small catalogue in ed's shape, for the plan tests (imported by tests only). */

const dose = (id: string, extra: Partial<ProductDose> = {}): ProductDose => ({
  _id: id,
  weight: 50,
  measure: 'mg',
  status: 'active',
  price: 3,
  specialQuarterlyPrice: null,
  description: '',
  calculationAsPackage: false,
  mostPopular: false,
  strength: `${id}`,
  ...extra,
});

const variation = (id: string, ranking: number, doses: ProductDose[], extra: Partial<ProductVariation> = {}): ProductVariation => ({
  _id: id,
  ranking,
  variationName: id,
  view: 'generic',
  variationDescription: '',
  mainImgUrl: '',
  mostPopular: false,
  frequencyOfReception: [4, 8],
  packageTypes: ['bottle', 'blister-pack'],
  doses,
  ...extra,
});

/** ed's shape: sildenafil (generic, popular; brand with an inactive dose) and tadalafil (as needed, daily). */
export const SILDENAFIL: CatalogueProduct = {
  _id: 'sildenafil',
  productName: 'Sildenafil',
  productDescription: '',
  productType: 'ed',
  substance: 'Sildenafil',
  mainImgUrl: '',
  frequencyOfDelivery: [1, 3],
  startingPricePerMonth: 8,
  variations: [
    // Listed out of ranking on purpose: ranking orders them.
    variation('viagra', 2, [dose('v25', { status: 'inactive' }), dose('v50', { mostPopular: true })], { view: 'brand', packageTypes: ['blister-pack'] }),
    variation('generic-sil', 1, [dose('s25'), dose('s50', { mostPopular: true }), dose('s100')], { mostPopular: true }),
  ],
};
export const TADALAFIL: CatalogueProduct = {
  ...SILDENAFIL,
  _id: 'tadalafil',
  productName: 'Tadalafil',
  variations: [
    variation('as-needed', 1, [dose('t10', { mostPopular: true }), dose('t20')]),
    variation('daily', 2, [dose('d5')], { frequencyOfReception: [30], packageTypes: ['bottle'] }),
  ],
};
