import { STORAGE_KEYS } from '../session/storage-keys';
import { isProductType } from '../shared/product-type';

/** The query parameters of spec §2 as read from the URL (absent ones are null). */
export interface EntryQuery {
  readonly token: string | null;
  readonly code: string | null;
  readonly type: string | null;
}

export type StorageEffect = { readonly kind: 'clear' } | { readonly kind: 'set'; readonly key: typeof STORAGE_KEYS.pendingCouponCode; readonly value: string };

/** The parameter's value, or null when it is absent or blank. */
const present = (value: string | null): string | null => (value === null || value.trim() === '' ? null : value.trim());

/**
 * Query-parameter rules (spec §2), as storage effects in the order they apply: a token that differs from
 * the stored one clears local storage first, then `code` is saved as the pending coupon, so a link
 * carrying both keeps its coupon.
 */
export const queryStorageEffects = (query: EntryQuery, storedToken: string | null): StorageEffect[] => {
  const token = present(query.token);
  const code = present(query.code);
  return [
    ...(token !== null && token !== storedToken ? [{ kind: 'clear' } as const] : []),
    ...(code !== null ? [{ kind: 'set', key: STORAGE_KEYS.pendingCouponCode, value: code } as const] : []),
  ];
};

/** `type` accepts wl, hl, ag and ed; a logged-in user with a valid type stays on the login page (spec §2). */
export const staysOnLoginPage = (loggedIn: boolean, type: string | null): boolean => loggedIn && isProductType(type);
