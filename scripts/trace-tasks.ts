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
  /** The thread's own CPU time in the event, in microseconds (without the time it waited for a core). */
  readonly tdur?: number;
  readonly args?: { readonly name?: string; readonly data?: { readonly type?: string; readonly url?: string; readonly functionName?: string } };
}

export interface LongestTask {
  readonly ms: number;
  /** When it ran, in the trace's microseconds (the clock of a CPU profile's samples too). */
  readonly start: number;
  readonly end: number;
  /** What took most of it: the longest event inside it (an event type, a script file or function, layout, GC). */
  readonly spentOn: string;
  /** Its time by kind of work: each event's own time (less the events inside it) summed by name, longest first. */
  readonly parts: readonly { readonly name: string; readonly ms: number }[];
}

/** The scheduler's wrappers ('toplevel', and RunTask itself) say nothing about what a task did. */
const saysWhat = (event: TraceEvent): boolean => event.name !== 'RunTask' && !(event.cat ?? '').split(',').includes('toplevel');

const describeEvent = (event: TraceEvent): string => {
  const data = event.args?.data;
  const detail = data?.type ?? data?.functionName ?? data?.url?.split('/').pop();
  return detail ? `${event.name} ${detail}` : event.name;
};

/**
 * The tasks of the page's main thread in a Chromium trace: the renderer main thread ('CrRendererMain')
 * busiest over the trace, which is the page's while it is being driven.
 */
const pageMainThreadTasks = (events: readonly TraceEvent[]): TraceEvent[] => {
  const mainThreads = new Set(
    events.filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain').map((event) => `${event.pid}:${event.tid}`),
  );
  const tasksByThread = new Map<string, TraceEvent[]>();
  for (const task of events.filter(
    (event) => event.ph === 'X' && event.name === 'RunTask' && event.dur !== undefined && mainThreads.has(`${event.pid}:${event.tid}`),
  )) {
    const thread = `${task.pid}:${task.tid}`;
    tasksByThread.set(thread, [...(tasksByThread.get(thread) ?? []), task]);
  }
  const total = (tasks: readonly TraceEvent[]) => tasks.reduce((sum, task) => sum + (task.dur ?? 0), 0);
  return [...tasksByThread.values()].sort((a, b) => total(b) - total(a))[0] ?? [];
};

/** The longest task on the page's main thread of a Chromium trace. Null when the trace holds no task. */
export const longestMainThreadTask = (events: readonly TraceEvent[]): LongestTask | null => {
  const longest = pageMainThreadTasks(events).reduce<TraceEvent | null>((a, b) => (a && (a.dur ?? 0) >= (b.dur ?? 0) ? a : b), null);
  if (!longest) return null;
  const start = longest.ts ?? 0;
  const end = start + (longest.dur ?? 0);
  const inside = events.filter(
    (event) =>
      event.ph === 'X' &&
      event.dur !== undefined &&
      event.pid === longest.pid &&
      event.tid === longest.tid &&
      saysWhat(event) &&
      (event.ts ?? -1) >= start &&
      (event.ts ?? 0) + (event.dur ?? 0) <= end,
  );
  const main = inside.reduce<TraceEvent | null>((a, b) => (a && (a.dur ?? 0) >= (b.dur ?? 0) ? a : b), null);
  return { ms: (longest.dur ?? 0) / 1000, start, end, spentOn: main ? describeEvent(main) : 'unknown', parts: ownTimeByName(inside) };
};

/** The page's main thread's tasks over a whole trace: their wall time, as Lighthouse sums it, and their CPU time. */
export interface MainThreadTime {
  readonly wallMs: number;
  readonly cpuMs: number;
}

/**
 * What the page's main thread spent in tasks.
 * CPU time leaves out the waits for a core that other processes take (on two cores, the browser's own, the
 * server's), which move the wall time from run to run.
 */
export const mainThreadTime = (events: readonly TraceEvent[]): MainThreadTime =>
  pageMainThreadTasks(events).reduce((sum, task) => ({ wallMs: sum.wallMs + (task.dur ?? 0) / 1000, cpuMs: sum.cpuMs + (task.tdur ?? task.dur ?? 0) / 1000 }), {
    wallMs: 0,
    cpuMs: 0,
  });

/** Each event's own time (its duration less that of the events directly inside it), summed by event name. */
const ownTimeByName = (events: readonly TraceEvent[]): { name: string; ms: number }[] => {
  const ordered = [...events].sort((a, b) => (a.ts ?? 0) - (b.ts ?? 0) || (b.dur ?? 0) - (a.dur ?? 0));
  const own = new Map<TraceEvent, number>(ordered.map((event) => [event, event.dur ?? 0]));
  const open: TraceEvent[] = [];
  for (const event of ordered) {
    while (open.length > 0 && (open.at(-1)?.ts ?? 0) + (open.at(-1)?.dur ?? 0) <= (event.ts ?? 0)) open.pop();
    const parent = open.at(-1);
    if (parent) own.set(parent, (own.get(parent) ?? 0) - (event.dur ?? 0));
    open.push(event);
  }
  const byName = new Map<string, number>();
  own.forEach((us, event) => byName.set(event.name, (byName.get(event.name) ?? 0) + us));
  return [...byName].map(([name, us]) => ({ name, ms: us / 1000 })).sort((a, b) => b.ms - a.ms);
};

/** The fields of a V8 CPU profile (CDP Profiler.stop) this reading uses. */
export interface CpuProfile {
  readonly nodes: readonly {
    readonly id: number;
    readonly callFrame: { readonly functionName: string; readonly url: string; readonly lineNumber: number };
    readonly children?: readonly number[];
  }[];
  readonly startTime: number;
  readonly samples: readonly number[];
  readonly timeDeltas: readonly number[];
}

export interface FunctionTime {
  readonly name: string;
  readonly ms: number;
}

const NOT_A_FUNCTION = new Set(['(root)', '(program)', '(idle)', '(garbage collector)']);

/**
 * The functions a CPU profile's samples between `start` and `end` were in: self time (the function on top of
 * the stack) and total time (anywhere on it) of the app's own code (not the 'vendor' chunk of the
 * libraries, whose framework frames are on every stack), the `top` longest of each, named `function file:line`.
 */
export const functionsDuring = (
  profile: CpuProfile,
  start: number,
  end: number,
  top = 8,
): { readonly self: FunctionTime[]; readonly total: FunctionTime[] } => {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map(profile.nodes.flatMap((node) => (node.children ?? []).map((child) => [child, node.id] as const)));
  const nameOf = (id: number) => {
    const { functionName, url, lineNumber } = byId.get(id)?.callFrame ?? { functionName: '?', url: '', lineNumber: 0 };
    return NOT_A_FUNCTION.has(functionName) ? functionName : `${functionName || '(anonymous)'} ${url.split('/').pop() ?? ''}:${lineNumber + 1}`;
  };
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  const add = (times: Map<string, number>, name: string, us: number) => times.set(name, (times.get(name) ?? 0) + us);
  let time = profile.startTime;
  profile.samples.forEach((id, index) => {
    time += profile.timeDeltas[index] ?? 0;
    const us = profile.timeDeltas[index + 1] ?? 0;
    if (time < start || time >= end) return;
    add(self, nameOf(id), us);
    const onStack = new Set<string>();
    for (let node: number | undefined = id; node !== undefined; node = parentOf.get(node)) onStack.add(nameOf(node));
    onStack.forEach((name) => !NOT_A_FUNCTION.has(name) && !/ vendor-[^ ]*$/.test(name) && add(total, name, us));
  });
  const longest = (times: Map<string, number>) =>
    [...times]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, us]) => ({ name, ms: us / 1000 }));
  return { self: longest(self), total: longest(total) };
};
