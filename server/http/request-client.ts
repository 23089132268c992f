import type { IncomingMessage } from 'node:http';

export type BrandId = 'main' | 'women';

/** What a port of the server serves: a brand, at the public origin configured for it (never a Host header). */
export interface Site {
  readonly brand: BrandId;
  readonly origin: string;
}

/** Who sent a request, as the socket tells it: the peer's address and the site of the port it came in on. */
export interface RequestClient {
  readonly address: string;
  readonly site: Site;
}

/**
 * The client of a request served by @hono/node-server (its env carries the Node request). The address is
 * the socket's peer: the twin listens on loopback with no proxy in front, so no forwarded header is
 * believed.
 */
export const requestClient = (env: unknown, siteOfPort: (port: number) => Site): RequestClient => {
  const socket = (env as { incoming?: IncomingMessage } | undefined)?.incoming?.socket;
  return { address: socket?.remoteAddress ?? 'unknown', site: siteOfPort(socket?.localPort ?? 0) };
};
