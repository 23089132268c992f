import type { SeedTransaction } from '../seed/seed-types';
import { CATALOGUE_ADDONS, CATALOGUE_COUPONS } from './catalogue-offers';
import { CATALOGUE_PRODUCTS } from './catalogue-products';

/** Products (in catalogue order), coupons and add-ons: what every other area's demo data refers to. */
export const seedCatalogue = async (tx: SeedTransaction): Promise<void> => {
  for (const [position, product] of CATALOGUE_PRODUCTS.entries()) {
    await tx.query('insert into products (id, product_type, position, doc) values ($1, $2, $3, $4)', [product._id, product.productType, position, product]);
  }
  for (const coupon of CATALOGUE_COUPONS) {
    await tx.query('insert into coupons (id, code, doc) values ($1, $2, $3)', [coupon._id, coupon.code, coupon]);
  }
  for (const addon of CATALOGUE_ADDONS) {
    await tx.query('insert into addons (id, name, doc) values ($1, $2, $3)', [addon._id, addon.name, addon]);
  }
};
