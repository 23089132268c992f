import { startReferenceServer, type ReferenceServerOptions, type RunningReferenceServer } from '../../server/reference-server';

/** A reference server in memory on a free loopback port, checking every response against the contract. */
export const startTestServer = (options: Partial<ReferenceServerOptions> = {}): Promise<RunningReferenceServer> =>
  startReferenceServer({ dataDir: null, ports: [0], validateResponses: true, log: () => undefined, ...options });
