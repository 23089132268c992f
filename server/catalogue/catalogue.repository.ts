import type { Database } from '../database/database';
import type { Addon, Coupon, DoseInCatalogue, ProductDoc, ProductType } from './catalogue-types';

type Queryable = Pick<Database, 'query'>;

export const listProductDocs = async (db: Queryable, productType?: ProductType): Promise<ProductDoc[]> => {
  const found = productType
    ? await db.query<{ doc: ProductDoc }>('select doc from products where product_type = $1 order by position', [productType])
    : await db.query<{ doc: ProductDoc }>('select doc from products order by product_type, position');
  return found.rows.map((row) => row.doc);
};

export const findProductDoc = async (db: Queryable, productId: string): Promise<ProductDoc | null> => {
  const found = await db.query<{ doc: ProductDoc }>('select doc from products where id = $1', [productId]);
  return found.rows[0]?.doc ?? null;
};

/** A dose with its product and variation, looked up among the products of one type. */
export const findDoseInCatalogue = async (db: Queryable, productType: ProductType, doseId: string): Promise<DoseInCatalogue | null> => {
  for (const product of await listProductDocs(db, productType)) {
    for (const variation of product.variations) {
      const dose = variation.doses.find((candidate) => candidate._id === doseId);
      if (dose) return { product, variation, dose };
    }
  }
  return null;
};

export interface OfferFilters {
  readonly limit: number;
  readonly action?: string;
  readonly appliesTo?: ProductType;
  readonly status?: string;
}

export const listCoupons = async (db: Queryable, filters: OfferFilters): Promise<Coupon[]> => {
  const found = await db.query<{ doc: Coupon }>(
    `select doc from coupons
     where ($1::text is null or doc->>'action' = $1)
       and ($2::text is null or exists (select 1 from jsonb_array_elements(doc->'appliesTo') t where t->>'appliesObjType' = $2))
       and ($3::text is null or doc->>'status' = $3)
     order by code limit $4`,
    [filters.action ?? null, filters.appliesTo ?? null, filters.status ?? null, filters.limit],
  );
  return found.rows.map((row) => row.doc);
};

/** Codes are matched ignoring case and surrounding spaces; they are stored upper case. */
export const normalizeCouponCode = (code: string): string => code.trim().toUpperCase();

export const findCouponByCode = async (db: Queryable, code: string): Promise<Coupon | null> => {
  const found = await db.query<{ doc: Coupon }>('select doc from coupons where code = $1', [normalizeCouponCode(code)]);
  return found.rows[0]?.doc ?? null;
};

export const findCouponsByIds = async (db: Queryable, ids: readonly string[]): Promise<Coupon[]> => {
  const found = await db.query<{ doc: Coupon }>('select doc from coupons where id = any($1::text[])', [ids]);
  return found.rows.map((row) => row.doc);
};

export const listAddons = async (db: Queryable, filters: OfferFilters): Promise<Addon[]> => {
  const found = await db.query<{ doc: Addon }>(
    `select doc from addons
     where ($1::text is null or doc->>'action' = $1)
       and ($2::text is null or doc->'appliesTo' ? $2)
       and ($3::text is null or doc->>'status' = $3)
     order by name limit $4`,
    [filters.action ?? null, filters.appliesTo ?? null, filters.status ?? null, filters.limit],
  );
  return found.rows.map((row) => row.doc);
};

export const findAddonsByIds = async (db: Queryable, ids: readonly string[]): Promise<Addon[]> => {
  const found = await db.query<{ doc: Addon }>('select doc from addons where id = any($1::text[])', [ids]);
  return found.rows.map((row) => row.doc);
};
