import { useCallback, useEffect, useImperativeHandle, useLayoutEffect, useMemo, useRef, useState, type ReactNode, type Ref } from 'react';
import { newestVisibleRow, rowOffsets, rowWindow } from './virtual-window';
import './virtual-list.css';
import { observer } from 'mobx-react-lite';

/** Pixels rendered above and below the viewport, so a fast scroll or a keyboard page-down finds rows ready. */
const OVERSCAN_PX = 800;
/** Within this distance of the top, older rows are asked for. */
const NEAR_START_PX = 600;
/** Within this distance of the bottom, the list counts as following the end. */
const END_SLACK_PX = 24;

export interface VirtualListView {
  /** The newest row at least `seenRatio` visible, or -1. */
  readonly newestSeen: number;
  /** Whether the end of the list is in view. */
  readonly atEnd: boolean;
}

export interface VirtualListHandle {
  scrollToEnd(): void;
}

interface VirtualListProps<T> {
  readonly items: readonly T[];
  readonly itemKey: (item: T) => string;
  readonly renderItem: (item: T) => ReactNode;
  /** A row's height before it is measured. */
  readonly estimatedHeight: number;
  /** The accessible name of the scrolling region. */
  readonly label: string;
  /** Open at the end, and stay there as rows are added while the end is in view (a chat). */
  readonly followEnd?: boolean;
  /** Called when the patient scrolls near the start (to load older rows). */
  readonly onNearStart?: () => void;
  readonly onViewChange?: (view: VirtualListView) => void;
  readonly seenRatio?: number;
  readonly className?: string;
  readonly ref?: Ref<VirtualListHandle>;
}

interface Anchor {
  readonly key: string;
  /** How far the viewport's top is below the anchor row's top. */
  readonly delta: number;
}

/**
 * A windowed list: only the rows near the viewport are in the DOM, whatever the length (a thread of
 * 10,000 messages renders a few dozen). Rows are measured as they render (a ResizeObserver catches later
 * changes, such as an image arriving), and the row at the top of the viewport stays where it is when rows
 * are added above it or change size: loading older messages never moves what the patient is reading.
 * Hand-written rather than a package: the chat behaviour (open at the end, follow new rows, keep the
 * anchor on prepend) is the hard part and no headless virtualizer provides it.
 */
export const VirtualList = observer(function VirtualList<T>({
  items,
  itemKey,
  renderItem,
  estimatedHeight,
  label,
  followEnd = false,
  onNearStart,
  onViewChange,
  seenRatio = 0.75,
  className,
  ref,
}: VirtualListProps<T>) {
  const scroller = useRef<HTMLDivElement>(null);
  const rowsBox = useRef<HTMLDivElement>(null);
  const heights = useRef(new Map<string, number>());
  const [measured, setMeasured] = useState(0);
  const [viewport, setViewport] = useState({ scrollTop: 0, height: 0 });
  const pinnedToEnd = useRef(followEnd);
  const anchor = useRef<Anchor | null>(null);
  const frame = useRef<number | null>(null);

  const keys = useMemo(() => items.map(itemKey), [items, itemKey]);
  const indexByKey = useMemo(() => new Map(keys.map((key, index) => [key, index])), [keys]);
  const offsets = useMemo(() => {
    // `measured` changes whenever a height in the map changed: the offsets follow.
    void measured;
    return rowOffsets(keys.map((key) => heights.current.get(key) ?? estimatedHeight));
  }, [keys, measured, estimatedHeight]);
  const { start, end } = rowWindow(offsets, viewport.scrollTop, viewport.height || 800, OVERSCAN_PX);

  const recordAnchor = useCallback(
    (scrollTop: number) => {
      let row = start;
      while (row < keys.length - 1 && (offsets[row + 1] as number) <= scrollTop) row += 1;
      while (row > 0 && (offsets[row] as number) > scrollTop) row -= 1;
      const key = keys[row];
      anchor.current = key === undefined ? null : { key, delta: scrollTop - (offsets[row] as number) };
    },
    [keys, offsets, start],
  );

  const remeasure = useCallback((elements: Iterable<Element>) => {
    let changed = false;
    for (const element of elements) {
      const key = (element as HTMLElement).dataset.rowKey;
      const height = (element as HTMLElement).offsetHeight;
      if (key === undefined || height === 0) continue;
      if (Math.abs((heights.current.get(key) ?? -1) - height) >= 1) {
        heights.current.set(key, height);
        changed = true;
      }
    }
    if (changed) setMeasured((version) => version + 1);
  }, []);

  // Later size changes of rendered rows (an image decoded, the window resized).
  const [observer] = useState(() =>
    typeof ResizeObserver === 'undefined' ? null : new ResizeObserver((entries) => remeasure(entries.map((entry) => entry.target))),
  );
  useEffect(() => () => observer?.disconnect(), [observer]);

  // New rows are measured before the browser paints them, so estimates never show.
  useLayoutEffect(() => {
    remeasure(rowsBox.current?.children ?? []);
  });

  const observe = useCallback(
    (row: HTMLDivElement) => {
      observer?.observe(row);
      return () => observer?.unobserve(row);
    },
    [observer],
  );

  // Keep the end in view while following it; otherwise keep the anchor row where it was.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    if (pinnedToEnd.current) {
      element.scrollTop = element.scrollHeight;
    } else if (anchor.current) {
      const row = indexByKey.get(anchor.current.key);
      if (row !== undefined) element.scrollTop = (offsets[row] as number) + anchor.current.delta;
    }
  }, [offsets, indexByKey]);

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const resize = () => setViewport({ scrollTop: element.scrollTop, height: element.clientHeight });
    resize();
    if (typeof ResizeObserver === 'undefined') return;
    const watcher = new ResizeObserver(resize);
    watcher.observe(element);
    return () => watcher.disconnect();
  }, []);

  useEffect(
    () => () => {
      if (frame.current !== null) cancelAnimationFrame(frame.current);
    },
    [],
  );

  const onScroll = () => {
    const element = scroller.current;
    if (!element) return;
    pinnedToEnd.current = element.scrollHeight - element.scrollTop - element.clientHeight <= END_SLACK_PX;
    recordAnchor(element.scrollTop);
    if (element.scrollTop < NEAR_START_PX) onNearStart?.();
    if (frame.current !== null) return;
    frame.current = requestAnimationFrame(() => {
      frame.current = null;
      setViewport({ scrollTop: element.scrollTop, height: element.clientHeight });
    });
  };

  useImperativeHandle(ref, () => ({
    scrollToEnd: () => {
      const element = scroller.current;
      if (!element) return;
      pinnedToEnd.current = true;
      element.scrollTop = element.scrollHeight;
    },
  }));

  useEffect(() => {
    if (!onViewChange || viewport.height === 0) return;
    const element = scroller.current;
    const atEnd = element ? element.scrollHeight - element.scrollTop - element.clientHeight <= END_SLACK_PX : false;
    onViewChange({ newestSeen: newestVisibleRow(offsets, viewport.scrollTop, viewport.height, seenRatio), atEnd });
  }, [onViewChange, offsets, viewport, seenRatio]);

  const total = offsets[keys.length] as number;
  return (
    <div ref={scroller} className={['virtual-list', className].filter(Boolean).join(' ')} tabIndex={0} role="region" aria-label={label} onScroll={onScroll}>
      <div ref={rowsBox} role="list" className="virtual-list-rows" style={{ paddingTop: offsets[start], paddingBottom: total - (offsets[end] as number) }}>
        {items.slice(start, end).map((item, offset) => {
          const index = start + offset;
          const key = keys[index] as string;
          return (
            <div key={key} ref={observe} role="listitem" data-row-key={key} aria-posinset={index + 1} aria-setsize={items.length} className="virtual-list-row">
              {renderItem(item)}
            </div>
          );
        })}
      </div>
    </div>
  );
});
