import { expect, it } from 'vitest';
import { longestMainThreadTask, type TraceEvent } from './trace-tasks';

const thread = (pid: number, tid: number, name: string): TraceEvent => ({ name: 'thread_name', ph: 'M', pid, tid, args: { name } });
const event = (name: string, pid: number, tid: number, ts: number, dur: number, data?: { type: string }): TraceEvent => ({ name, cat: name === 'Scheduler' ? 'toplevel' : 'devtools.timeline', ph: 'X', pid, tid, ts, dur, args: { data } });

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
  ).toEqual({ ms: 62.5, spentOn: 'EventDispatch click' });
});
