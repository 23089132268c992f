import { useDeferredValue } from 'react';

/**
 * Whether a panel whose code loads when first opened is shown. Opening is deferred: React renders the opened
 * panel in the background and shows it once its code has arrived, the page kept as it is meanwhile, instead
 * of a Suspense fallback, after which React holds back what replaces it for 300 ms (a first open took 300 ms
 * whatever the network, issue 23). Closing is at once, so focus returns to a page without the panel. The
 * panel goes under a Suspense boundary that stays mounted: one that mounts with the panel shows its fallback.
 */
export const useOpenWhenLoaded = (open: boolean): boolean => {
  const opened = useDeferredValue(open);
  return open && opened;
};
