import { useEffect, useRef } from 'react';
import { useStores } from '../../app/container-context';
import { STORES } from '../../stores/store-areas';

/**
 * Calls `reread` each time the patient area's live connection opens while the screen is open (first, or
 * again after a drop), not for openings before it: the live events replay nothing, so a change made
 * between the screen's read and the connection's opening (a care decision as the page loads) would
 * otherwise never show.
 */
export const useReadAgainOnLiveOpen = (reread: () => void): void => {
  const opens = useStores(STORES.shell).notifications.liveOpens;
  const seen = useRef(opens);
  const latest = useRef(reread);
  useEffect(() => {
    latest.current = reread;
  });
  useEffect(() => {
    if (opens === seen.current) return;
    seen.current = opens;
    latest.current();
  }, [opens]);
};
