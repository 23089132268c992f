import { packageTypeNames } from './package-type-names';
import { catalogueId } from './catalogue-ids';
import type { Dose, ProductDoc, ProductType, Variation } from './catalogue-types';

/**
 * The seeded treatment catalogue: products for each product type, their variations (generic and
 * brand, or forms of use) and doses. Prices are US dollars per unit, or per month's package when a
 * dose is `calculationAsPackage`; `specialQuarterlyPrice` is the unit price of 3-month deliveries.
 */

interface DoseSeed {
  readonly weight: number;
  readonly measure: Dose['measure'];
  readonly intensity: Dose['intensity'];
  readonly price: number;
  readonly quarterly: number | null;
  readonly mostPopular?: boolean;
  readonly inactive?: boolean;
  readonly description: string;
}

interface VariationSeed {
  readonly key: string;
  readonly name: string;
  readonly view: Variation['view'];
  readonly description: string;
  readonly image: string;
  readonly mostPopular?: boolean;
  readonly reception: readonly number[];
  readonly packageTypes: readonly string[];
  readonly asPackage: boolean;
  readonly doses: readonly DoseSeed[];
}

interface ProductSeed {
  readonly key: string;
  readonly productType: ProductType;
  readonly name: string;
  readonly description: string;
  readonly substance: string;
  readonly image: string;
  readonly delivery: readonly number[];
  readonly variations: readonly VariationSeed[];
}

const strengthLabel = (dose: DoseSeed): string => (dose.measure === '%' ? `${dose.weight}%` : `${dose.weight} mg`);

const toDose = (variationKey: string, asPackage: boolean, seed: DoseSeed): Dose => ({
  _id: catalogueId(`dose:${variationKey}:${seed.weight}${seed.measure}`),
  weight: seed.weight,
  measure: seed.measure,
  intensity: seed.intensity,
  status: seed.inactive ? 'inactive' : 'active',
  price: seed.price,
  specialQuarterlyPrice: seed.quarterly,
  description: seed.description,
  calculationAsPackage: asPackage,
  mostPopular: seed.mostPopular ?? false,
  strength: strengthLabel(seed),
});

const toProduct = (seed: ProductSeed): ProductDoc => ({
  _id: catalogueId(`product:${seed.key}`),
  productName: seed.name,
  productDescription: seed.description,
  productType: seed.productType,
  substance: seed.substance,
  mainImgUrl: `/products/${seed.image}`,
  frequencyOfDelivery: [...seed.delivery],
  variations: seed.variations.map((variation, index) => {
    const key = `${seed.key}/${variation.key}`;
    return {
      _id: catalogueId(`variation:${key}`),
      ranking: index + 1,
      variationName: variation.name,
      view: variation.view,
      variationDescription: variation.description,
      mainImgUrl: `/products/${variation.image}`,
      mostPopular: variation.mostPopular ?? false,
      frequencyOfReception: [...variation.reception],
      packageTypes: [...variation.packageTypes],
      packageTypeNames: packageTypeNames(variation.packageTypes),
      doses: variation.doses.map((dose) => toDose(key, variation.asPackage, dose)),
    };
  }),
});

const PRODUCT_SEEDS: readonly ProductSeed[] = [
  {
    key: 'ed/sildenafil',
    productType: 'ed',
    name: 'Sildenafil',
    description: 'The active ingredient of Viagra®. Taken about an hour before sex, it works for around 4 hours.',
    substance: 'Sildenafil citrate',
    image: 'sildenafil.svg',
    delivery: [1, 3],
    variations: [
      {
        key: 'generic',
        name: 'Generic Sildenafil',
        view: 'generic',
        description: 'FDA-approved generic: the same medicine as Viagra® for a fraction of the price.',
        image: 'sildenafil.svg',
        mostPopular: true,
        reception: [4, 6, 8, 10],
        packageTypes: ['bottle', 'blister-pack'],
        asPackage: false,
        doses: [
          { weight: 25, measure: 'mg', intensity: 'low', price: 2, quarterly: 1.7, description: 'A gentle start, or for those sensitive to side effects.' },
          { weight: 50, measure: 'mg', intensity: 'medium', price: 3, quarterly: 2.5, mostPopular: true, description: 'The usual starting dose.' },
          { weight: 100, measure: 'mg', intensity: 'high', price: 4, quarterly: 3.4, description: 'The maximum dose, when 50 mg is not enough.' },
        ],
      },
      {
        key: 'viagra',
        name: 'Viagra®',
        view: 'brand',
        description: 'The original brand-name sildenafil by Pfizer.',
        image: 'viagra.svg',
        reception: [4, 6, 8],
        packageTypes: ['blister-pack'],
        asPackage: false,
        doses: [
          { weight: 25, measure: 'mg', intensity: 'low', price: 68, quarterly: null, inactive: true, description: 'Not available at the moment.' },
          { weight: 50, measure: 'mg', intensity: 'medium', price: 70, quarterly: null, mostPopular: true, description: 'The usual starting dose.' },
          { weight: 100, measure: 'mg', intensity: 'high', price: 72, quarterly: null, description: 'The maximum dose.' },
        ],
      },
    ],
  },
  {
    key: 'ed/tadalafil',
    productType: 'ed',
    name: 'Tadalafil',
    description: 'The active ingredient of Cialis®. Works for up to 36 hours, as needed or as a small daily dose.',
    substance: 'Tadalafil',
    image: 'tadalafil.svg',
    delivery: [1, 3],
    variations: [
      {
        key: 'as-needed',
        name: 'Generic Tadalafil (as needed)',
        view: 'generic',
        description: 'Taken 30 minutes to 2 hours before sex; lasts up to 36 hours.',
        image: 'tadalafil.svg',
        mostPopular: true,
        reception: [4, 6, 8, 10],
        packageTypes: ['bottle', 'blister-pack'],
        asPackage: false,
        doses: [
          { weight: 10, measure: 'mg', intensity: 'medium', price: 2.5, quarterly: 2.1, mostPopular: true, description: 'The usual starting dose.' },
          { weight: 20, measure: 'mg', intensity: 'high', price: 3.5, quarterly: 2.9, description: 'The maximum dose taken as needed.' },
        ],
      },
      {
        key: 'daily',
        name: 'Daily Tadalafil',
        view: 'generic',
        description: 'A low dose every day, so you are ready any time.',
        image: 'tadalafil-daily.svg',
        reception: [30],
        packageTypes: ['bottle'],
        asPackage: false,
        doses: [
          { weight: 2.5, measure: 'mg', intensity: 'low', price: 1.2, quarterly: 0.99, description: 'The lowest daily dose.' },
          { weight: 5, measure: 'mg', intensity: 'medium', price: 1.5, quarterly: 1.25, mostPopular: true, description: 'The usual daily dose.' },
        ],
      },
      {
        key: 'cialis',
        name: 'Cialis®',
        view: 'brand',
        description: 'The original brand-name tadalafil by Lilly.',
        image: 'cialis.svg',
        reception: [4, 8],
        packageTypes: ['blister-pack'],
        asPackage: false,
        doses: [
          { weight: 20, measure: 'mg', intensity: 'high', price: 65, quarterly: null, mostPopular: true, description: 'The brand-name dose taken as needed.' },
        ],
      },
    ],
  },
  {
    key: 'hl/finasteride',
    productType: 'hl',
    name: 'Finasteride',
    description: 'A daily tablet that lowers DHT, the hormone behind male pattern hair loss, to keep the hair you have.',
    substance: 'Finasteride',
    image: 'finasteride.svg',
    delivery: [1, 3],
    variations: [
      {
        key: 'oral',
        name: 'Oral Finasteride',
        view: 'generic',
        description: 'One 1 mg tablet a day; results show from 3 to 6 months.',
        image: 'finasteride.svg',
        mostPopular: true,
        reception: [30],
        packageTypes: ['bottle'],
        asPackage: false,
        doses: [{ weight: 1, measure: 'mg', intensity: 'medium', price: 0.8, quarterly: 0.6, mostPopular: true, description: 'The standard daily dose.' }],
      },
      {
        key: 'propecia',
        name: 'Propecia®',
        view: 'brand',
        description: 'The original brand-name finasteride.',
        image: 'propecia.svg',
        reception: [30],
        packageTypes: ['bottle'],
        asPackage: false,
        doses: [{ weight: 1, measure: 'mg', intensity: 'medium', price: 2.5, quarterly: null, mostPopular: true, description: 'The standard daily dose.' }],
      },
    ],
  },
  {
    key: 'hl/minoxidil',
    productType: 'hl',
    name: 'Minoxidil',
    description: 'A topical treatment that wakes up hair follicles and thickens the hair, applied twice a day.',
    substance: 'Minoxidil',
    image: 'minoxidil.svg',
    delivery: [1, 3],
    variations: [
      {
        key: 'solution',
        name: 'Minoxidil Solution',
        view: 'generic',
        description: 'A dropper bottle that lasts a month.',
        image: 'minoxidil.svg',
        mostPopular: true,
        reception: [60],
        packageTypes: ['dropper-bottle'],
        asPackage: true,
        doses: [
          { weight: 5, measure: '%', intensity: 'high', price: 20, quarterly: 16, mostPopular: true, description: 'The strongest over-the-counter strength.' },
        ],
      },
      {
        key: 'foam',
        name: 'Minoxidil Foam',
        view: 'generic',
        description: 'A foam that dries fast, once a day; a can lasts a month.',
        image: 'minoxidil-foam.svg',
        reception: [30],
        packageTypes: ['can'],
        asPackage: true,
        doses: [{ weight: 5, measure: '%', intensity: 'high', price: 25, quarterly: 21, description: 'The strongest over-the-counter strength.' }],
      },
    ],
  },
  {
    key: 'wl/semaglutide',
    productType: 'wl',
    name: 'Semaglutide',
    description: 'A weekly GLP-1 injection that reduces appetite; the dose rises month by month.',
    substance: 'Semaglutide',
    image: 'semaglutide.svg',
    delivery: [1, 3],
    variations: [
      {
        key: 'compounded',
        name: 'Compounded Semaglutide',
        view: 'generic',
        description: 'Prepared by a licensed US pharmacy; a month of weekly injections in one vial kit.',
        image: 'semaglutide.svg',
        mostPopular: true,
        reception: [4],
        packageTypes: ['vial-kit'],
        asPackage: true,
        doses: [
          { weight: 0.25, measure: 'mg', intensity: 'low', price: 249, quarterly: 219, mostPopular: true, description: 'The first month.' },
          { weight: 0.5, measure: 'mg', intensity: 'low', price: 249, quarterly: 219, description: 'The second month.' },
          { weight: 1, measure: 'mg', intensity: 'medium', price: 299, quarterly: 269, description: 'From the third month.' },
          { weight: 1.7, measure: 'mg', intensity: 'high', price: 349, quarterly: 309, description: 'When your clinician steps the dose up.' },
          { weight: 2.4, measure: 'mg', intensity: 'high', price: 399, quarterly: 359, description: 'The maintenance dose.' },
        ],
      },
      {
        key: 'wegovy',
        name: 'Wegovy®',
        view: 'brand',
        description: 'The brand-name semaglutide pen by Novo Nordisk.',
        image: 'wegovy.svg',
        reception: [4],
        packageTypes: ['pen'],
        asPackage: true,
        doses: [
          { weight: 0.25, measure: 'mg', intensity: 'low', price: 1349, quarterly: null, mostPopular: true, description: 'The first month.' },
          { weight: 2.4, measure: 'mg', intensity: 'high', price: 1349, quarterly: null, description: 'The maintenance dose.' },
        ],
      },
    ],
  },
  {
    key: 'wl/tirzepatide',
    productType: 'wl',
    name: 'Tirzepatide',
    description: 'A weekly dual GIP and GLP-1 injection for steady weight loss.',
    substance: 'Tirzepatide',
    image: 'tirzepatide.svg',
    delivery: [1, 3],
    variations: [
      {
        key: 'compounded',
        name: 'Compounded Tirzepatide',
        view: 'generic',
        description: 'Prepared by a licensed US pharmacy; a month of weekly injections in one vial kit.',
        image: 'tirzepatide.svg',
        mostPopular: true,
        reception: [4],
        packageTypes: ['vial-kit'],
        asPackage: true,
        doses: [
          { weight: 2.5, measure: 'mg', intensity: 'low', price: 349, quarterly: 309, mostPopular: true, description: 'The first month.' },
          { weight: 5, measure: 'mg', intensity: 'medium', price: 399, quarterly: 349, description: 'From the second month.' },
          { weight: 7.5, measure: 'mg', intensity: 'high', price: 449, quarterly: 399, description: 'When your clinician steps the dose up.' },
        ],
      },
    ],
  },
  {
    key: 'ag/tretinoin',
    productType: 'ag',
    name: 'Tretinoin',
    description: 'The prescription retinoid that smooths fine lines and evens skin tone, applied at night.',
    substance: 'Tretinoin',
    image: 'tretinoin.svg',
    delivery: [1, 3],
    variations: [
      {
        key: 'cream',
        name: 'Tretinoin Cream',
        view: 'generic',
        description: 'A pea-sized amount every night; a tube lasts a month.',
        image: 'tretinoin.svg',
        mostPopular: true,
        reception: [30],
        packageTypes: ['tube'],
        asPackage: true,
        doses: [
          { weight: 0.025, measure: '%', intensity: 'low', price: 25, quarterly: 20, description: 'For sensitive skin and first-time users.' },
          {
            weight: 0.05,
            measure: '%',
            intensity: 'medium',
            price: 30,
            quarterly: 25,
            mostPopular: true,
            description: 'The usual strength once skin is used to it.',
          },
          { weight: 0.1, measure: '%', intensity: 'high', price: 35, quarterly: 29, description: 'The strongest cream.' },
        ],
      },
    ],
  },
  {
    key: 'ag/renewal-serum',
    productType: 'ag',
    name: 'Renewal Serum',
    description: 'A custom formula of tretinoin, niacinamide and azelaic acid for lines, spots and dullness.',
    substance: 'Tretinoin, niacinamide, azelaic acid',
    image: 'renewal-serum.svg',
    delivery: [1, 3],
    variations: [
      {
        key: 'custom',
        name: 'Custom Formula',
        view: 'generic',
        description: 'Mixed for you by our pharmacy; a bottle lasts a month.',
        image: 'renewal-serum.svg',
        mostPopular: true,
        reception: [30],
        packageTypes: ['pump-bottle'],
        asPackage: true,
        doses: [
          { weight: 0.025, measure: '%', intensity: 'low', price: 39, quarterly: 33, mostPopular: true, description: 'A gentle tretinoin strength.' },
          { weight: 0.05, measure: '%', intensity: 'medium', price: 45, quarterly: 38, description: 'A stronger tretinoin strength.' },
        ],
      },
    ],
  },
];

export const CATALOGUE_PRODUCTS: readonly ProductDoc[] = PRODUCT_SEEDS.map(toProduct);
