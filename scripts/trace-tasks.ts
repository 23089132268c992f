/** The fields of a Chromium trace event this reading uses. */
export interface TraceEvent {
  readonly name: string;
  readonly cat?: string;
  readonly ph: string;
  readonly pid: number;
  readonly tid: number;
  /** Start and duration in microseconds; the duration on complete ('X') events. */
  readonly ts?: number;
  readonly dur?: number;
  readonly args?: { readonly name?: string; readonly data?: { readonly type?: string; readonly url?: string; readonly functionName?: string } };
}

export interface LongestTask {
  readonly ms: number;
  /** What took most of it: the longest event inside it (an event type, a script file or function, layout, GC). */
  readonly spentOn: string;
}

/** The scheduler's wrappers ('toplevel', and RunTask itself) say nothing about what a task did. */
const saysWhat = (event: TraceEvent): boolean => event.name !== 'RunTask' && !(event.cat ?? '').split(',').includes('toplevel');

const describeEvent = (event: TraceEvent): string => {
  const data = event.args?.data;
  const detail = data?.type ?? data?.functionName ?? data?.url?.split('/').pop();
  return detail ? `${event.name} ${detail}` : event.name;
};

/**
 * The longest task on the page's main thread of a Chromium trace: the renderer main thread
 * ('CrRendererMain') busiest over the trace, which is the page's while it is being driven. Null when the
 * trace holds no task.
 */
export const longestMainThreadTask = (events: readonly TraceEvent[]): LongestTask | null => {
  const mainThreads = new Set(events.filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain').map((event) => `${event.pid}:${event.tid}`));
  const complete = events.filter((event) => event.ph === 'X' && event.dur !== undefined && mainThreads.has(`${event.pid}:${event.tid}`));
  const tasksByThread = new Map<string, TraceEvent[]>();
  for (const event of complete.filter((candidate) => candidate.name === 'RunTask')) {
    const thread = `${event.pid}:${event.tid}`;
    tasksByThread.set(thread, [...(tasksByThread.get(thread) ?? []), event]);
  }
  const total = (tasks: readonly TraceEvent[]) => tasks.reduce((sum, task) => sum + (task.dur ?? 0), 0);
  const busiest = [...tasksByThread.values()].sort((a, b) => total(b) - total(a))[0];
  const longest = busiest?.reduce((a, b) => ((b.dur ?? 0) > (a.dur ?? 0) ? b : a));
  if (!longest) return null;
  const start = longest.ts ?? 0;
  const end = start + (longest.dur ?? 0);
  const inside = complete.filter(
    (event) => event.pid === longest.pid && event.tid === longest.tid && saysWhat(event) && (event.ts ?? -1) >= start && (event.ts ?? 0) + (event.dur ?? 0) <= end,
  );
  const main = inside.reduce<TraceEvent | null>((a, b) => (a && (a.dur ?? 0) >= (b.dur ?? 0) ? a : b), null);
  return { ms: (longest.dur ?? 0) / 1000, spentOn: main ? describeEvent(main) : 'unknown' };
};
