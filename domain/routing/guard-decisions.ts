import type { BrandId } from '../brands/brand';
import type { PatientStatus } from '../entities/patient';
import type { SessionVerdict } from '../session/session-markers';
import type { ProductType } from '../shared/product-type';
import { safeAppPath } from './app-path';
import { domainRoutingRedirect } from './domain-routing';
import { productTypeFromSlug, slugForProductType } from './product-slug';
import { staysOnLoginPage } from './query-parameters';

/** What the guards of spec §4 look at; the caller reads it from storage, the stores and the router. */
export interface GuardContext {
  readonly brand: BrandId;
  readonly location: { readonly pathname: string; readonly search: string };
  /** The :slug of a brand entry page (/weightloss, /hairloss, ...), null on other routes. */
  readonly slug: string | null;
  /** The `type` query parameter. */
  readonly queryType: string | null;
  readonly loggedIn: boolean;
  /** The stored status: register while in registration, active after. */
  readonly status: PatientStatus | null;
  /** The product types of the user's subscriptions (subType). */
  readonly subscriptionTypes: readonly ProductType[];
  /** The session rule's verdict, identity-provider check included (evaluateSession, withIdentity). */
  readonly session: SessionVerdict;
}

export type GuardDecision =
  | { readonly kind: 'continue' }
  | {
      readonly kind: 'redirect';
      readonly to: string;
      /** activeUser: the path to return to after login, only ever a path of this app. */
      readonly deepLink?: string;
      /** session: the user is logged out (storage cleared) before going. */
      readonly signOut?: true;
    }
  | { readonly kind: 'error'; readonly statusCode: number; readonly message: string };

export const CONTINUE: GuardDecision = { kind: 'continue' };

const redirect = (to: string): GuardDecision => ({ kind: 'redirect', to });

/** activeUser: not logged in remembers the path as a deep link and goes to /login; register goes to /steps. */
export const activeUserGuard = (ctx: GuardContext): GuardDecision => {
  if (!ctx.loggedIn) {
    const deepLink = safeAppPath(`${ctx.location.pathname}${ctx.location.search}`);
    return deepLink === null ? redirect('/login') : { kind: 'redirect', to: '/login', deepLink };
  }
  return ctx.status === 'register' ? redirect('/steps') : CONTINUE;
};

/**
 * auth (login, sign-up and brand entry pages): a logged-in user on a brand entry page goes to
 * new-subscription with visitType when the slug's product type is not among their subscription types,
 * else to /user/subscriptions (visitType names the type by its own slug, so /register gives visitType=ed
 * and no raw URL text is echoed); elsewhere register goes to /steps and active to /user/profile. A valid
 * `type` keeps a logged-in user on the login page (spec §2).
 */
export const authGuard = (ctx: GuardContext): GuardDecision => {
  if (!ctx.loggedIn) return CONTINUE;
  if (ctx.location.pathname === '/login' && staysOnLoginPage(true, ctx.queryType)) return CONTINUE;
  if (ctx.slug !== null) {
    return ctx.subscriptionTypes.includes(productTypeFromSlug(ctx.slug))
      ? redirect('/user/subscriptions')
      : redirect(`/user/new-subscription?visitType=${slugForProductType(productTypeFromSlug(ctx.slug))}`);
  }
  if (ctx.status === 'register') return redirect('/steps');
  if (ctx.status === 'active') return redirect('/user/profile');
  return CONTINUE;
};

/** registerUser: not logged in goes to /. */
export const registerUserGuard = (ctx: GuardContext): GuardDecision => (ctx.loggedIn ? CONTINUE : redirect('/'));

/** session: a logged-out verdict (no marker, 30 idle days, no identity user) signs out and goes to /. */
export const sessionGuard = (ctx: GuardContext): GuardDecision =>
  ctx.session.kind === 'active' ? CONTINUE : { kind: 'redirect', to: ctx.session.redirectTo, signOut: true };

/**
 * domainRouting: the women's theme sends / and the entry pages of the treatments it hides (/ed, /register,
 * /hairloss, any unknown slug) to /weightloss, query kept.
 */
export const domainRoutingGuard = (ctx: GuardContext): GuardDecision => {
  const target = domainRoutingRedirect(ctx.brand, ctx.location.pathname, ctx.slug);
  return target === null ? CONTINUE : redirect(`${target}${ctx.location.search}`);
};
