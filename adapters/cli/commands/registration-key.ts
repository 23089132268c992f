import type { ProductType } from '../../../domain/shared/product-type';

/** What the API takes as an idempotency key (the contract's IdempotencyKey pattern). */
export const isIdempotencyKey = (key: string): boolean => /^[A-Za-z0-9._:-]{8,255}$/.test(key);

/**
 * The key a registration is run under: the one given, else one per product type. The server keeps keys
 * per patient, so the default names "this patient's registration of this treatment": the same file run
 * again, or corrected and run again, continues it, and once it is done never starts or pays for another.
 * A second registration of the same treatment needs a key of its own.
 */
export const registrationKey = (given: string | undefined, productType: ProductType): string => given ?? `vireo-register-${productType}`;
