import { BUSINESS_CONSTANTS } from '../shared/business-constants';

export interface LoadingBarState {
  readonly visible: boolean;
  /** 0 to 1: how far the bar is drawn, reaching the end after the 5000 ms duration. */
  readonly progress: number;
}

const HIDDEN: LoadingBarState = { visible: false, progress: 0 };

/**
 * Loading bar (spec §9: throttle 200 ms, duration 5000 ms): a load shorter than the throttle never shows
 * the bar, so quick page changes do not flicker; a longer one fills the bar over the duration.
 */
export const loadingBarState = (loadingSince: number | null, now: number): LoadingBarState => {
  const { throttleMs, durationMs } = BUSINESS_CONSTANTS.loadingBar;
  if (loadingSince === null) return HIDDEN;
  const elapsed = now - loadingSince;
  return elapsed < throttleMs ? HIDDEN : { visible: true, progress: Math.min(elapsed / durationMs, 1) };
};
