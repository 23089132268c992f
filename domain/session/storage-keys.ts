/** The local storage keys of spec §3, named once. */
export const STORAGE_KEYS = {
  token: 'token',
  expDate: 'expDate',
  expirationDate: 'expirationDate',
  status: 'status',
  originalRegistrationStatus: 'originalRegistrationStatus',
  pendingCouponCode: 'pendingCouponCode',
  gender: 'gender',
  subType: 'subType',
  offerPrice: 'offerPrice',
  strikeThroughPrice: 'strikeThroughPrice',
  calculatedPrice: 'calculatedPrice',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];
