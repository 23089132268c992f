/**
 * Pending coupon lifecycle (spec §4): the code comes from local storage or the `code` query parameter
 * (saved there first, see routing/query-parameters), is applied once the user and the current subscription
 * are ready, then removed. One application at a time: a code is never sent twice.
 */
export interface PendingCouponState {
  /** The code waiting in storage, if any. */
  readonly code: string | null;
  /** The code being applied right now, if any. */
  readonly applying: string | null;
}

export type PendingCouponEvent =
  /** The stored pendingCouponCode was read (at start, or after the query rules saved one). */
  | { readonly type: 'code-read'; readonly stored: string | null }
  /** The user or the current subscription changed: ready once both are there. */
  | { readonly type: 'context-changed'; readonly userReady: boolean; readonly subscriptionId: string | null }
  /** The application call came back, whatever its outcome (its banner tells the patient). */
  | { readonly type: 'application-finished' };

export type PendingCouponCommand = { readonly kind: 'apply'; readonly subscriptionId: string; readonly code: string } | { readonly kind: 'remove' };

export interface PendingCouponTransition {
  readonly state: PendingCouponState;
  readonly commands: readonly PendingCouponCommand[];
}

export const NO_PENDING_COUPON: PendingCouponState = { code: null, applying: null };

const codeOf = (stored: string | null): string | null => (stored === null || stored.trim() === '' ? null : stored.trim());

export const pendingCouponReducer = (state: PendingCouponState, event: PendingCouponEvent): PendingCouponTransition => {
  switch (event.type) {
    case 'code-read':
      return { state: { ...state, code: codeOf(event.stored) }, commands: [] };
    case 'context-changed': {
      if (state.code === null || state.applying !== null || !event.userReady || event.subscriptionId === null) {
        return { state, commands: [] };
      }
      return {
        state: { code: state.code, applying: state.code },
        commands: [{ kind: 'apply', subscriptionId: event.subscriptionId, code: state.code }],
      };
    }
    case 'application-finished': {
      if (state.applying === null) return { state, commands: [] };
      // A different code read meanwhile stays pending; the one just applied is gone.
      const applied = state.code === state.applying;
      return {
        state: { code: applied ? null : state.code, applying: null },
        commands: applied ? [{ kind: 'remove' }] : [],
      };
    }
  }
};
