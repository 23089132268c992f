/**
 * The live connection's address as a ws(s) URL. The runtime configuration may give a path
 * ('/backend/live'), read against the page's address; http becomes ws and https wss.
 */
export const liveEndpoint = (liveUrl: string, base: string): string => {
  const url = new URL(liveUrl, base);
  if (url.protocol === 'https:') url.protocol = 'wss:';
  else if (url.protocol === 'http:') url.protocol = 'ws:';
  return url.href;
};
