import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { loadingBarState } from '../../../domain/navigation/loading-bar';
import { pageLoads } from '../../app/page-loads';
import { useTranslate } from '../../i18n/use-translate';

/** How often the bar is redrawn while a page loads. */
const FRAME_MS = 100;

/**
 * The loading bar (spec §9): a page that takes longer than 200 ms to arrive draws a bar across the top,
 * filling over 5000 ms; quicker ones never show it.
 */
export const LoadingBar = observer(function LoadingBar() {
  const _ = useTranslate();
  const since = pageLoads.since;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (since === null) return;
    const timer = window.setInterval(() => setNow(Date.now()), FRAME_MS);
    return () => window.clearInterval(timer);
  }, [since]);
  const bar = loadingBarState(since, since === null ? now : Math.max(now, since));
  if (!bar.visible) return null;
  const percent = Math.round(bar.progress * 100);
  return (
    <div className="loading-bar" role="progressbar" aria-label={_('Loading the page')} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
      <div className="loading-bar-fill" style={{ transform: `scaleX(${bar.progress})` }} />
    </div>
  );
});
