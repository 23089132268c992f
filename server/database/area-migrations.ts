import type { Migration } from './migrations';

/**
 * Each area of the API adds its tables as its own migrations, ids prefixed by the area
 * (e.g. '0100-catalogue-products'), listed here in the order they must run.
 */
export const AREA_MIGRATIONS: readonly Migration[] = [];
