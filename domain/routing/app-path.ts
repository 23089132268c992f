/**
 * Deep links and redirect targets hold only a path of this app (spec §4 activeUser; issue 10): never an
 * outside URL, a protocol-relative `//host`, a backslash (browsers read `/\host` as `//host`), a control
 * character, or any of these hidden behind percent-encoding.
 */

/** Longer than any route of the app with its query; keeps a crafted value from filling storage. */
export const MAX_APP_PATH_LENGTH = 2048;

/** The characters RFC 3986 allows in a path, query and fragment; anything else is refused, not repaired. */
const URL_CHARACTERS = /^[A-Za-z0-9\-._~!$&'()*+,;=:@/?#%]+$/;

/** How many layers of percent-encoding are looked through before giving up. */
const MAX_DECODE_ROUNDS = 4;

/** A control character (C0, DEL, C1) or a line or paragraph separator. */
const hasControlCharacter = (text: string): boolean =>
  [...text].some((char) => {
    const code = char.codePointAt(0) as number;
    return code < 0x20 || (code >= 0x7f && code <= 0x9f) || code === 0x2028 || code === 0x2029;
  });

/** An absolute path with no empty, `.` or `..` segment (so no `//`) and no backslash. */
const isPlainPath = (path: string): boolean =>
  path.startsWith('/') && !path.includes('//') && !path.includes('\\') && path.split('/').every((segment) => segment !== '.' && segment !== '..');

/** Decodes until stable; null when the encoding is malformed or nested too deep. */
const fullyDecoded = (text: string): string | null => {
  let current = text;
  for (let round = 0; round < MAX_DECODE_ROUNDS; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  return null;
};

/** The candidate itself when it is a path of this app (with its query and fragment), else null. */
export const safeAppPath = (candidate: string): string | null => {
  if (candidate.length > MAX_APP_PATH_LENGTH || !URL_CHARACTERS.test(candidate)) return null;
  const decoded = fullyDecoded(candidate);
  if (decoded === null || hasControlCharacter(decoded)) return null;
  // The structure rules hold for the path only: a query may well carry `//` or `..` as data.
  const path = candidate.split(/[?#]/, 1)[0] as string;
  // A prefix ending before a literal ? or # decodes whenever the whole does.
  const decodedPath = fullyDecoded(path) as string;
  return isPlainPath(path) && isPlainPath(decodedPath) ? candidate : null;
};

/** Where to go after login: the remembered deep link when it is a path of this app, else the dashboard. */
export const afterLoginDestination = (rememberedDeepLink: string | null, dashboard = '/user/subscriptions'): string =>
  (rememberedDeepLink === null ? null : safeAppPath(rememberedDeepLink)) ?? dashboard;
