import { MESSAGES } from '../feedback/messages';
import {
  activeUserGuard,
  authGuard,
  CONTINUE,
  domainRoutingGuard,
  registerUserGuard,
  sessionGuard,
  type GuardContext,
  type GuardDecision,
} from './guard-decisions';

const GUARDS = {
  activeUser: activeUserGuard,
  auth: authGuard,
  registerUser: registerUserGuard,
  session: sessionGuard,
  domainRouting: domainRoutingGuard,
} as const;

export type GuardName = keyof typeof GUARDS;

export const GUARD_NAMES = Object.keys(GUARDS) as GuardName[];

/** Which guards each layout uses, in order (spec §4). */
export const LAYOUT_GUARDS = {
  patient: ['activeUser', 'session'],
  steps: ['registerUser', 'session'],
  auth: ['auth'],
} as const satisfies Readonly<Record<string, readonly GuardName[]>>;

export type GuardedLayout = keyof typeof LAYOUT_GUARDS;

/** domainRouting applies to every route, so it runs before the layout's own guards. */
export const routeGuards = (layout: GuardedLayout): readonly GuardName[] => ['domainRouting', ...LAYOUT_GUARDS[layout]];

const isGuardName = (name: string): name is GuardName => (GUARD_NAMES as readonly string[]).includes(name);

/**
 * Runs the named guards in order; the first that does not continue decides. An unknown name is a 500
 * 'Unknown middleware' (spec §8), found before any guard runs so no redirect is half-taken.
 */
export const runGuards = (names: readonly string[], ctx: GuardContext): GuardDecision => {
  if (!names.every(isGuardName)) return { kind: 'error', statusCode: 500, message: MESSAGES.unknownMiddleware };
  for (const name of names) {
    const decision = GUARDS[name](ctx);
    if (decision.kind !== 'continue') return decision;
  }
  return CONTINUE;
};
