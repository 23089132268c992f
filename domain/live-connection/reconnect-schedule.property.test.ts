import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { afterClose, afterOpen, FRESH_CONNECTION, NORMAL_CLOSURE, reconnectDelayMs, shouldReconnect, type LiveConnectionState } from './reconnect-schedule';

describe('live connection reconnect (spec §4, §9)', () => {
  it('waits 1000 ms, then 2000 ms, then 3000 ms at most', () => {
    expect([1, 2, 3, 4, 10].map(reconnectDelayMs)).toEqual([1000, 2000, 3000, 3000, 3000]);
    expect(reconnectDelayMs(0)).toBe(1000);
  });

  it('does not reconnect after a normal close (code 1000), and does after any other', () => {
    expect(NORMAL_CLOSURE).toBe(1000);
    expect(shouldReconnect(1000)).toBe(false);
    expect(shouldReconnect(1006)).toBe(true);
    expect(shouldReconnect(1001)).toBe(true);
    expect(shouldReconnect(999)).toBe(true);
  });

  it('follows the schedule across drops and starts over once open', () => {
    let state: LiveConnectionState = FRESH_CONNECTION;
    const waits: number[] = [];
    for (const code of [1006, 1006, 1006, 1011]) {
      const next = afterClose(state, code);
      state = next.state;
      if (next.command.kind === 'reconnect-after') waits.push(next.command.delayMs);
    }
    expect(waits).toEqual([1000, 2000, 3000, 3000]);
    expect(state).toEqual({ attempts: 4 });
    state = afterOpen();
    expect(afterClose(state, 1006)).toEqual({ state: { attempts: 1 }, command: { kind: 'reconnect-after', delayMs: 1000 } });
    expect(afterClose({ attempts: 2 }, 1000)).toEqual({ state: { attempts: 0 }, command: { kind: 'stay-closed' } });
  });

  test.prop([fc.array(fc.integer({ min: 1001, max: 4999 }), { minLength: 1, maxLength: 20 })])(
    'grows by 1000 ms per failed attempt up to 3000 ms, never shrinking',
    (codes) => {
      let state = FRESH_CONNECTION;
      let previous = 0;
      codes.forEach((code, index) => {
        const next = afterClose(state, code);
        expect(next.command).toEqual({ kind: 'reconnect-after', delayMs: Math.min(1000 * (index + 1), 3000) });
        const delay = (next.command as { delayMs: number }).delayMs;
        expect(delay).toBeGreaterThanOrEqual(previous);
        previous = delay;
        state = next.state;
      });
    },
  );

  test.prop([fc.nat(100)])('stays closed after a normal close whatever came before', (attempts) => {
    expect(afterClose({ attempts }, 1000).command).toEqual({ kind: 'stay-closed' });
  });
});
