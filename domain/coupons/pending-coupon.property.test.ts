import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { NO_PENDING_COUPON, pendingCouponReducer, type PendingCouponCommand, type PendingCouponState } from './pending-coupon';

const ready = { type: 'context-changed', userReady: true, subscriptionId: 'sub-1' } as const;

describe('pending coupon (spec §4)', () => {
  it('takes the code from local storage', () => {
    expect(pendingCouponReducer(NO_PENDING_COUPON, { type: 'code-read', stored: ' WELCOME10 ' })).toEqual({
      state: { code: 'WELCOME10', applying: null },
      commands: [],
    });
    expect(pendingCouponReducer({ code: 'OLD', applying: null }, { type: 'code-read', stored: '' }).state.code).toBeNull();
    expect(pendingCouponReducer({ code: 'OLD', applying: null }, { type: 'code-read', stored: '   ' }).state.code).toBeNull();
    expect(pendingCouponReducer({ code: 'OLD', applying: null }, { type: 'code-read', stored: null }).state.code).toBeNull();
  });

  it('waits until both the user and the current subscription are ready', () => {
    const pending: PendingCouponState = { code: 'WELCOME10', applying: null };
    expect(pendingCouponReducer(pending, { ...ready, userReady: false })).toEqual({ state: pending, commands: [] });
    expect(pendingCouponReducer(pending, { ...ready, subscriptionId: null })).toEqual({ state: pending, commands: [] });
    expect(pendingCouponReducer(pending, ready)).toEqual({
      state: { code: 'WELCOME10', applying: 'WELCOME10' },
      commands: [{ kind: 'apply', subscriptionId: 'sub-1', code: 'WELCOME10' }],
    });
  });

  it('applies nothing when no code is pending, and never twice at once', () => {
    expect(pendingCouponReducer(NO_PENDING_COUPON, ready)).toEqual({ state: NO_PENDING_COUPON, commands: [] });
    const applying: PendingCouponState = { code: 'WELCOME10', applying: 'WELCOME10' };
    expect(pendingCouponReducer(applying, { ...ready, subscriptionId: 'sub-2' })).toEqual({ state: applying, commands: [] });
  });

  it('removes the code once applied', () => {
    expect(pendingCouponReducer({ code: 'WELCOME10', applying: 'WELCOME10' }, { type: 'application-finished' })).toEqual({
      state: NO_PENDING_COUPON,
      commands: [{ kind: 'remove' }],
    });
  });

  it('keeps a different code saved while the first was being applied', () => {
    expect(pendingCouponReducer({ code: 'SPRING', applying: 'WELCOME10' }, { type: 'application-finished' })).toEqual({
      state: { code: 'SPRING', applying: null },
      commands: [],
    });
    expect(pendingCouponReducer(NO_PENDING_COUPON, { type: 'application-finished' })).toEqual({
      state: NO_PENDING_COUPON,
      commands: [],
    });
  });
});

interface CouponModel {
  pending: string | null;
  inFlight: string | null;
}

interface CouponSystem {
  state: PendingCouponState;
  storage: string | null;
  sent: Array<{ subscriptionId: string; code: string }>;
}

const run = (real: CouponSystem, event: Parameters<typeof pendingCouponReducer>[1]): readonly PendingCouponCommand[] => {
  const { state, commands } = pendingCouponReducer(real.state, event);
  real.state = state;
  for (const command of commands) {
    if (command.kind === 'apply') real.sent.push({ subscriptionId: command.subscriptionId, code: command.code });
    else real.storage = null;
  }
  return commands;
};

/** A `code` in the URL is saved to storage by the query rules, then read. */
class SaveCode implements fc.Command<CouponModel, CouponSystem> {
  constructor(readonly code: string) {}
  check = () => true;
  run(model: CouponModel, real: CouponSystem): void {
    real.storage = this.code;
    expect(run(real, { type: 'code-read', stored: real.storage })).toEqual([]);
    model.pending = this.code;
  }
  toString = () => `SaveCode(${this.code})`;
}

/** A page reload reads storage again. */
class Reload implements fc.Command<CouponModel, CouponSystem> {
  check = () => true;
  run(model: CouponModel, real: CouponSystem): void {
    real.state = { ...real.state, applying: null };
    model.inFlight = null;
    expect(run(real, { type: 'code-read', stored: real.storage })).toEqual([]);
    expect(real.state.code).toBe(model.pending);
  }
  toString = () => 'Reload';
}

class ContextChanged implements fc.Command<CouponModel, CouponSystem> {
  constructor(
    readonly userReady: boolean,
    readonly subscriptionId: string | null,
  ) {}
  check = () => true;
  run(model: CouponModel, real: CouponSystem): void {
    const commands = run(real, { type: 'context-changed', userReady: this.userReady, subscriptionId: this.subscriptionId });
    if (model.pending !== null && model.inFlight === null && this.userReady && this.subscriptionId !== null) {
      expect(commands).toEqual([{ kind: 'apply', subscriptionId: this.subscriptionId, code: model.pending }]);
      model.inFlight = model.pending;
    } else {
      expect(commands).toEqual([]);
    }
  }
  toString = () => `ContextChanged(${this.userReady}, ${this.subscriptionId})`;
}

class Finish implements fc.Command<CouponModel, CouponSystem> {
  check = (model: Readonly<CouponModel>) => model.inFlight !== null;
  run(model: CouponModel, real: CouponSystem): void {
    run(real, { type: 'application-finished' });
    if (model.inFlight === model.pending) model.pending = null;
    model.inFlight = null;
    expect(real.storage).toBe(model.pending);
    expect(real.state).toEqual({ code: model.pending, applying: null });
  }
  toString = () => 'Finish';
}

describe('pending coupon over a visit (model-based)', () => {
  const codes = fc.constantFrom('WELCOME10', 'SPRING', 'WINBACK');
  test.prop([
    fc.commands([
      codes.map((code) => new SaveCode(code)),
      fc.constant(new Reload()),
      fc.tuple(fc.boolean(), fc.constantFrom('sub-1', 'sub-2', null)).map(([user, sub]) => new ContextChanged(user, sub)),
      fc.constant(new Finish()),
    ]),
  ])('applies a pending code only when ready, one application at a time, and removes it once applied', (commands) => {
    fc.modelRun(() => ({ model: { pending: null, inFlight: null }, real: { state: NO_PENDING_COUPON, storage: null, sent: [] } }), commands);
  });
});
