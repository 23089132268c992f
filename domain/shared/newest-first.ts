/**
 * Orders records newest first by their ISO creation time, one without it last. ISO times sort as plain
 * text: no locale collation (whose first use costs a phone tens of milliseconds to set up) is needed.
 */
export const newestFirst = (a: { readonly createdAt: string | null }, b: { readonly createdAt: string | null }): number => {
  const first = a.createdAt ?? '';
  const second = b.createdAt ?? '';
  return first < second ? 1 : first > second ? -1 : 0;
};
