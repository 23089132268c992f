/**
 * A tracking address the app may link to: an absolute http(s) URL, else null. Whatever else a server
 * might send (javascript:, data:, a relative path) is never turned into a link.
 */
export const safeTrackingUrl = (url: string | null | undefined): string | null => {
  if (!url) return null;
  // A host (at least its first character) right after the scheme, then no white space to the end.
  const match = /^https?:\/\/[^\s/?#]\S*$/i.exec(url.trim());
  return match ? match[0] : null;
};
