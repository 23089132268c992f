import { BUSINESS_CONSTANTS } from '../shared/business-constants';
import type { Banner } from './banner-policy';

export type ShownBanner = Banner & {
  /** Which showing this is, so closing an old one cannot close a newer one. */
  readonly id: number;
  readonly closesAt: number;
};

export interface BannerState {
  readonly current: ShownBanner | null;
  readonly nextId: number;
}

export type BannerEvent =
  | { readonly type: 'show'; readonly banner: Banner; readonly now: number }
  /** The auto-close timer fired (or the caller re-checks the time). */
  | { readonly type: 'expire'; readonly now: number }
  /** The patient closed the banner. */
  | { readonly type: 'dismiss'; readonly id: number };

export const NO_BANNER: BannerState = { current: null, nextId: 1 };

/** An error still on screen: a 'Done !' must not hide it. */
const showsError = (state: BannerState, now: number): boolean => state.current?.intent === 'error' && now < state.current.closesAt;

/**
 * Only one banner shows at a time and it disappears after 3000 ms (spec §8, §9). A new banner replaces
 * the one showing, so the latest outcome is the one the patient reads, and gets its own full 3000 ms;
 * except that 'Done !' never replaces an error still showing: the call that follows a failure (the log of
 * a declined payment) must not tell the patient all went well.
 */
export const bannerReducer = (state: BannerState, event: BannerEvent): BannerState => {
  switch (event.type) {
    case 'show':
      if (event.banner.intent === 'info' && showsError(state, event.now)) return state;
      return {
        current: { ...event.banner, id: state.nextId, closesAt: event.now + BUSINESS_CONSTANTS.bannerAutoCloseMs },
        nextId: state.nextId + 1,
      };
    case 'expire':
      return state.current !== null && event.now >= state.current.closesAt ? { ...state, current: null } : state;
    case 'dismiss':
      return state.current?.id === event.id ? { ...state, current: null } : state;
  }
};
