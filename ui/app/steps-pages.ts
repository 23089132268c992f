import { STORE_CODE } from '../stores/store-areas';
import { lazyPage, withStoreCode } from './lazy-page';

/** The registration's layout and its steps page (spec §2: /steps). */
export const StepsLayout = lazyPage(() => withStoreCode(import('../layouts/steps-layout'), STORE_CODE.registration, STORE_CODE.shell), 'StepsLayout');
export const StepsPage = lazyPage(() => withStoreCode(import('../pages/steps/steps.page'), STORE_CODE.registration), 'StepsPage');

let stepsPreloaded = false;

/**
 * The code of /steps, where sign-up leads, fetched once the patient starts on the sign-up form: the steps
 * page then draws at once after sign-up. Not counted by the loading bar (nothing waits for it yet); a
 * failed download is tried again by the route itself.
 */
export const preloadSteps = (): void => {
  if (stepsPreloaded) return;
  stepsPreloaded = true;
  void import('../layouts/steps-layout').catch(() => undefined);
  void import('../pages/steps/steps.page').catch(() => undefined);
};
