import { BUSINESS_CONSTANTS } from '../shared/business-constants';

/** The WebSocket close code of a normal closure: the connection was ended on purpose. */
export const NORMAL_CLOSURE = 1000;

/** A normal close (code 1000) does not reconnect; any other close does (spec §4). */
export const shouldReconnect = (closeCode: number): boolean => closeCode !== NORMAL_CLOSURE;

/**
 * Wait before reconnect attempt n (1 for the first after a drop): 1000 ms, +1000 ms each time, at most
 * 3000 ms (spec §4, §9). Attempts go on at the longest wait until one succeeds.
 */
export const reconnectDelayMs = (attempt: number): number => {
  const { initialMs, stepMs, maxMs } = BUSINESS_CONSTANTS.liveReconnect;
  return Math.min(initialMs + (Math.max(attempt, 1) - 1) * stepMs, maxMs);
};

export interface LiveConnectionState {
  /** Reconnect attempts since the connection was last open. */
  readonly attempts: number;
}

export type LiveConnectionCommand = { readonly kind: 'reconnect-after'; readonly delayMs: number } | { readonly kind: 'stay-closed' };

export const FRESH_CONNECTION: LiveConnectionState = { attempts: 0 };

/** An open connection starts the schedule over. */
export const afterOpen = (): LiveConnectionState => FRESH_CONNECTION;

/** What a close leads to: the next wait of the schedule, or nothing after a normal close. */
export const afterClose = (state: LiveConnectionState, closeCode: number): { readonly state: LiveConnectionState; readonly command: LiveConnectionCommand } => {
  if (!shouldReconnect(closeCode)) return { state: FRESH_CONNECTION, command: { kind: 'stay-closed' } };
  const attempts = state.attempts + 1;
  return { state: { attempts }, command: { kind: 'reconnect-after', delayMs: reconnectDelayMs(attempts) } };
};
