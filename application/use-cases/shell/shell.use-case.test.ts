import { beforeEach, describe, expect, it } from 'vitest';
import { ApplyEntryQueryUseCase } from './apply-entry-query.use-case';
import type { SubscriptionDetails } from '../../../domain/entities/subscription-details';
import type { RegistrationPort } from '../../ports/registration.port';
import { ApplyCouponUseCase } from '../catalogue/apply-coupon.use-case';
import { ApplyPendingCouponUseCase } from './apply-pending-coupon.use-case';
import { DecideChunkReloadUseCase } from './decide-chunk-reload.use-case';
import { InMemoryShell } from '../../../tests/fakes/in-memory-shell.fake';
import { ReadShellMemoryUseCase } from './read-shell-memory.use-case';
import { UpdateShellMemoryUseCase } from './update-shell-memory.use-case';

let shell: InMemoryShell;
const memory = () => new ReadShellMemoryUseCase(shell).execute();
const update = () => new UpdateShellMemoryUseCase(shell, new ReadShellMemoryUseCase(shell));

beforeEach(() => {
  shell = new InMemoryShell();
});

describe('what the shell remembers', () => {
  it('reads the stored values by their rules: unknown status none, subType in the spec order', () => {
    shell.set('status', 'weird');
    shell.set('subType', 'ed, wl,zz');
    expect(memory()).toEqual({ status: null, originalRegistrationStatus: null, subTypes: ['wl', 'ed'] });
  });

  it('remembers register on the dashboard click and restores it on the steps layout, once', () => {
    shell.set('status', 'register');
    expect(update().execute({ kind: 'dashboard-click' })).toMatchObject({ status: 'active', originalRegistrationStatus: 'register' });
    expect(update().execute({ kind: 'steps-layout-entered' })).toMatchObject({ status: 'register', originalRegistrationStatus: null });
    expect(shell.get('originalRegistrationStatus')).toBeNull();
  });

  it('leaves an active patient active on the dashboard click', () => {
    shell.set('status', 'active');
    expect(update().execute({ kind: 'dashboard-click' })).toMatchObject({ status: 'active', originalRegistrationStatus: null });
  });
});

describe('the query parameters on arrival', () => {
  it('clears storage for a token that differs from the stored one, then keeps the coupon code', () => {
    shell.set('token', 'old');
    shell.set('status', 'active');
    expect(new ApplyEntryQueryUseCase(shell).execute({ token: 'new', code: 'SAVE10', type: null })).toEqual({ clearedStorage: true });
    expect([...shell.values]).toEqual([['pendingCouponCode', 'SAVE10']]);
  });

  it('keeps storage for the same token', () => {
    shell.set('token', 'same');
    expect(new ApplyEntryQueryUseCase(shell).execute({ token: 'same', code: null, type: 'wl' })).toEqual({ clearedStorage: false });
    expect(shell.get('token')).toBe('same');
  });
});

describe('a failed script chunk', () => {
  const failure = 'Failed to fetch dynamically imported module: /assets/chat.page-x1.js';

  it('reloads at most once per 60 s, the time surviving in storage', () => {
    const decide = () => new DecideChunkReloadUseCase(shell, shell).execute(failure);
    expect(decide()).toBe(true);
    shell.time += 59_999;
    expect(decide()).toBe(false);
    shell.time += 1;
    expect(decide()).toBe(true);
  });

  it('never reloads for other errors', () => {
    expect(new DecideChunkReloadUseCase(shell, shell).execute("Cannot read properties of undefined (reading 'x')")).toBe(false);
    expect(shell.values.size).toBe(0);
  });
});

describe('the pending coupon', () => {
  /** The registration port's coupon call in memory: each application recorded, the next one refusable. */
  const couponCalls = (refusal?: { message: string; statusCode: number }) => {
    const calls: string[] = [];
    const port: Pick<RegistrationPort, 'applyCoupon'> = {
      applyCoupon: async (subscriptionId, code) => {
        calls.push(`${subscriptionId} ${code}`);
        return refusal ? { ok: false, error: refusal } : { ok: true, value: {} as SubscriptionDetails };
      },
    };
    return { calls, registration: new ApplyCouponUseCase(port as RegistrationPort) };
  };

  it('is applied to the subscription with its code trimmed, then removed', async () => {
    const { calls, registration } = couponCalls();
    shell.set('pendingCouponCode', ' SAVE10 ');
    expect((await new ApplyPendingCouponUseCase(registration, shell).execute({ subscriptionId: 'a'.repeat(24), code: ' SAVE10 ' })).ok).toBe(true);
    expect(calls).toEqual([`${'a'.repeat(24)} SAVE10`]);
    expect(shell.get('pendingCouponCode')).toBeNull();
  });

  it('is removed after a refusal too, so a bad code never retries, but a code saved meanwhile stays', async () => {
    const { registration } = couponCalls({ message: 'This coupon code is not valid', statusCode: 404 });
    shell.set('pendingCouponCode', 'NOPE');
    const refused = await new ApplyPendingCouponUseCase(registration, shell).execute({ subscriptionId: 'a'.repeat(24), code: 'NOPE' });
    expect(refused).toEqual({ ok: false, error: { message: 'This coupon code is not valid', statusCode: 404 } });
    expect(shell.get('pendingCouponCode')).toBeNull();
    shell.set('pendingCouponCode', 'NEWER');
    await new ApplyPendingCouponUseCase(registration, shell).execute({ subscriptionId: 'a'.repeat(24), code: 'NOPE' });
    expect(shell.get('pendingCouponCode')).toBe('NEWER');
  });

  it("is refused without a valid subscription id, with the spec's message, and nothing is sent", async () => {
    const { calls, registration } = couponCalls();
    const result = await new ApplyPendingCouponUseCase(registration, shell).execute({ subscriptionId: null, code: 'SAVE10' });
    expect(result).toEqual({ ok: false, error: { message: 'Invalid subscription ID provided for coupon application', statusCode: 400 } });
    expect(calls).toEqual([]);
  });
});
