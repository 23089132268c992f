import { createHash } from 'node:crypto';

/**
 * Catalogue ids derive from a stable key, not randomness: a provider's product, dose and coupon ids do
 * not change, so links, saved plans and test fixtures keep working after the database is reset.
 */
export const catalogueId = (key: string): string => createHash('sha256').update(`vireo-catalogue:${key}`).digest('hex').slice(0, 24);
