import type { components } from '../../openapi/patient-api';

export type PagePagination = components['schemas']['PagePagination'];

/** Page-number pagination as orders have it: `nextPage` and `prevPage` are null at the ends. */
export const pagePagination = (page: number, limit: number, total: number): PagePagination => {
  const totalPages = Math.ceil(total / limit);
  return { page, limit, total, totalPages, nextPage: page < totalPages ? page + 1 : null, prevPage: page > 1 ? page - 1 : null };
};

export const offsetOf = (page: number, limit: number): number => (page - 1) * limit;
