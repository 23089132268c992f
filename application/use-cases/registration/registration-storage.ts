import { STORAGE_KEYS } from '../../../domain/session/storage-keys';
import { withSubType } from '../../../domain/session/sub-types';
import type { ProductType } from '../../../domain/shared/product-type';
import type { KeyValueStoragePort } from '../../ports/key-value-storage.port';

/** The price values of a plan chosen before (spec §3), cleared when a new treatment starts (spec §4, step 1). */
export const clearPriceValues = (storage: KeyValueStoragePort): void => {
  storage.remove(STORAGE_KEYS.offerPrice);
  storage.remove(STORAGE_KEYS.strikeThroughPrice);
  storage.remove(STORAGE_KEYS.calculatedPrice);
};

/** A treatment registration has started: its type joins subType and the patient is in registration (spec §4, steps 4 and 7). */
export const rememberRegistrationStarted = (storage: KeyValueStoragePort, productType: ProductType): void => {
  storage.set(STORAGE_KEYS.subType, withSubType(storage.get(STORAGE_KEYS.subType), productType));
  storage.set(STORAGE_KEYS.status, 'register');
};
