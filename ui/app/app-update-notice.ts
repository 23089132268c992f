import type { BannerPort } from '../../application/ports/banner.port';
import { msg } from '../i18n/msg';

export const UPDATE_READY = msg('A new version of the app is ready. You will see it the next time you open or reload the app.');

/**
 * On a visit the app's service worker (ui/service-worker/) already serves, tells the patient when a new
 * build's worker takes over: the page open keeps its own version, the next one opened is the new build.
 */
export const noticeAppUpdates = (workers: ServiceWorkerContainer, banner: BannerPort): void => {
  workers.addEventListener('controllerchange', () => banner.show({ intent: 'info', text: UPDATE_READY }), { once: true });
};
