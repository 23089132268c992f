import type { Banner } from '../../domain/feedback/banner-policy';

/** Where the outcome of an API call is told to the patient: the banner store in the browser. */
export interface BannerPort {
  show(banner: Banner): void;
}
