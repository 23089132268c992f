import { startReferenceServer, type ReferenceServerOptions, type RunningReferenceServer } from '../../server/reference-server';

/**
 * A reference server in memory on a free loopback port, checking every response against the contract.
 * Its rate limits are a hundred times the people-sized ones: a test file makes many patients from
 * 127.0.0.1 (tests/security/rate-limits.test.ts checks the real ones).
 */
export const startTestServer = (options: Partial<ReferenceServerOptions> = {}): Promise<RunningReferenceServer> =>
  startReferenceServer({ dataDir: null, ports: [0], validateResponses: true, log: () => undefined, rateLimits: { scale: 100 }, ...options });
