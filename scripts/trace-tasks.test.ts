import { expect, it } from 'vitest';
import { functionsDuring, longestMainThreadTask, mainThreadTime, type CpuProfile, type TraceEvent } from './trace-tasks';

const thread = (pid: number, tid: number, name: string): TraceEvent => ({ name: 'thread_name', ph: 'M', pid, tid, args: { name } });
const event = (name: string, pid: number, tid: number, ts: number, dur: number, data?: { type: string }): TraceEvent => ({
  name,
  cat: name === 'Scheduler' ? 'toplevel' : 'devtools.timeline',
  ph: 'X',
  pid,
  tid,
  ts,
  dur,
  args: { data },
});

it('reads the longest task of the busiest renderer main thread and what took most of it, ignoring other threads and processes', () => {
  expect(
    longestMainThreadTask([
      thread(1, 1, 'CrRendererMain'),
      thread(1, 2, 'Compositor'),
      thread(2, 1, 'CrRendererMain'),
      event('RunTask', 1, 1, 0, 62_500),
      event('Scheduler', 1, 1, 50, 62_000),
      event('EventDispatch', 1, 1, 100, 60_000, { type: 'click' }),
      event('Layout', 1, 1, 50_000, 5_000),
      event('RunTask', 1, 1, 70_000, 9_000),
      event('RunTask', 1, 2, 0, 900_000),
      event('RunTask', 2, 1, 0, 70_000),
      event('RunTask', 3, 1, 0, 500_000),
    ]),
  ).toEqual({
    ms: 62.5,
    start: 0,
    end: 62_500,
    spentOn: 'EventDispatch click',
    // The click's own time is what the layout inside it did not take; the scheduler's wrapper counts for nothing.
    parts: [
      { name: 'EventDispatch', ms: 55 },
      { name: 'Layout', ms: 5 },
    ],
  });
});

it("reads the functions a CPU profile's samples were in during a task: on top of the stack, and anywhere on it outside the libraries' chunk", () => {
  const frame = (functionName: string, url: string, lineNumber: number) => ({ functionName, url, lineNumber });
  const profile: CpuProfile = {
    nodes: [
      { id: 1, callFrame: frame('(root)', '', -1), children: [2] },
      { id: 2, callFrame: frame('commitRoot', 'http://app/assets/vendor-a1.js', 9), children: [3, 4] },
      { id: 3, callFrame: frame('StepHeading', 'http://app/assets/steps.page-b2.js', 40), children: [5] },
      { id: 4, callFrame: frame('setAttribute', '', -1) },
      { id: 5, callFrame: frame('focus', '', -1) },
    ],
    startTime: 1_000,
    // Samples at 1 000 (before the task), 2 000, 3 000, 4 000 and 5 000 (after it), each 1 ms long.
    samples: [5, 5, 5, 4, 4],
    timeDeltas: [0, 1_000, 1_000, 1_000, 1_000],
  };
  expect(functionsDuring(profile, 2_000, 5_000)).toEqual({
    self: [
      { name: 'focus :0', ms: 2 },
      { name: 'setAttribute :0', ms: 1 },
    ],
    total: [
      { name: 'focus :0', ms: 2 },
      { name: 'StepHeading steps.page-b2.js:41', ms: 2 },
      { name: 'setAttribute :0', ms: 1 },
    ],
  });
});

it("sums the page's main-thread tasks, wall and CPU time, leaving out other threads and the events inside tasks", () => {
  const task = (pid: number, tid: number, ts: number, dur: number, tdur?: number): TraceEvent => ({ ...event('RunTask', pid, tid, ts, dur), tdur });
  expect(
    mainThreadTime([
      thread(1, 1, 'CrRendererMain'),
      thread(1, 2, 'Compositor'),
      thread(2, 1, 'CrRendererMain'),
      task(1, 1, 0, 40_000, 25_000),
      event('Layout', 1, 1, 1_000, 30_000),
      task(1, 1, 50_000, 10_000, 10_000),
      // A task whose CPU time the trace did not record counts its wall time.
      task(1, 1, 70_000, 2_000),
      task(1, 2, 0, 900_000, 900_000),
      task(2, 1, 0, 20_000, 20_000),
    ]),
  ).toEqual({ wallMs: 52, cpuMs: 37 });
  expect(mainThreadTime([thread(1, 1, 'CrRendererMain')])).toEqual({ wallMs: 0, cpuMs: 0 });
});
