import { MESSAGES } from '../feedback/messages';
import { fail, ok, type Result } from '../shared/result';

/** Only users whose first role is patient may use the app (spec §5, §6). */
export const hasPatientRole = (roles: readonly string[]): boolean => roles[0] === 'patient';

export const requirePatientRole = <U extends { readonly roles: readonly string[] }>(user: U): Result<U> =>
  hasPatientRole(user.roles) ? ok(user) : fail(MESSAGES.wrongUser, 403);
