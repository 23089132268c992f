import type { ServiceIdentifier } from 'inversify';
import type { AppStores } from './app-stores';
import { lazyModule } from './lazy-module';
import type { MessagingAndAccountStores } from './messaging-and-account/messaging-and-account-stores';
import type { PatientAreaStores } from './patient-area/patient-area-stores';
import type { RegistrationStores } from './registration/registration-stores';
import type { ShellStores } from './shell/shell-stores';
import type { StoreArea } from './store-area';

const token = <S>(name: string): ServiceIdentifier<StoreArea<S>> => Symbol.for(`vireo.ui.stores.${name}`) as ServiceIdentifier<StoreArea<S>>;

/** One token per area of stores: what components ask for with useStores (ui/app/container-context.tsx). */
export const STORES = {
  /** Built at once: the session, the brand, banners, the guards' memory, page views, help and the sidebar. */
  app: token<AppStores>('app'),
  /** The bell and the pending coupon, with the signed-in layouts. */
  shell: token<ShellStores>('shell'),
  registration: token<RegistrationStores>('registration'),
  patientArea: token<PatientAreaStores>('patient-area'),
  messagingAndAccount: token<MessagingAndAccountStores>('messaging-and-account'),
} as const;

/**
 * The code of each lazily built area, downloaded once; a page's route loads it beside the page's own code
 * (withStoreCode in ui/app/lazy-page.tsx) so neither waits for the other.
 */
export const STORE_CODE = {
  shell: lazyModule(() => import('./shell/shell-stores')),
  registration: lazyModule(() => import('./registration/registration-stores')),
  patientArea: lazyModule(() => import('./patient-area/patient-area-stores')),
  messagingAndAccount: lazyModule(() => import('./messaging-and-account/messaging-and-account-stores')),
} as const;
