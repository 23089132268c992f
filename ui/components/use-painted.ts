import { startTransition, useEffect, useState } from 'react';
import { afterPaint } from './after-paint';

/** Whether a screen drawn with `usePainted` has reached the screen in this visit. */
let paintedOnce = false;

/**
 * False until the first screen drawn with this hook has been painted, then true, and true from the start
 * for every later screen. Parts of the first screen that fetch their own code or data wait for it: that
 * screen is drawn sooner and its paint does not wait on them, while a page visited later draws whole at once.
 */
export const usePainted = (): boolean => {
  const [painted, setPainted] = useState(paintedOnce);
  useEffect(() => {
    if (painted) return;
    return afterPaint(() => {
      paintedOnce = true;
      // A transition: what the painted screen adds (the summary, the runners) renders in slices of a few
      // milliseconds rather than in one task that holds the page.
      startTransition(() => setPainted(true));
    });
  }, [painted]);
  return painted;
};
