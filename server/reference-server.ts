import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { loadTwinClock } from './clock/twin-clock';
import { loadContract } from './contract/contract-document';
import { createOperationRouter } from './contract/operation-router';
import { openDatabase } from './database/database';
import { ensureDoctorCoverage } from './doctors/coverage-doctors';
import { FaultInjector } from './faults/fault-injector';
import { assertOpsAllowed } from './ops/ops-guard';
import { createOpsRouter } from './ops/ops-routes';
import { createFileStore } from './files/file-store';
import { sweepUploadLeftovers } from './files/upload-leftovers';
import { createWebApp } from './http/app-routes';
import type { ExtraBrandHosts } from './http/served-config';
import type { BrandId, Site } from './http/request-client';
import { bodyLimitOf } from './http/operation-body-limits';
import { toOperationHandlers, type HandlerTable } from './http/typed-handlers';
import { auditedHandlers } from './audit/audited-handlers';
import { rateLimitedHandlers } from './rate-limits/rate-limited-handlers';
import { rateLimitRules, type RateLimitSettings } from './rate-limits/rate-limit-rules';
import { createRateLimiter } from './rate-limits/rate-limiter';
import { createIdentityService, identityHandlers } from './identity/identity.handlers';
import { fileSigningKeys, SIGNING_KEYS_FILE } from './identity/file-signing-keys';
import { memorySigningKeys, type SigningKeys } from './identity/signing-keys';
import { closeFolderToOthers, openDataFolder } from './data-folder';
import { seedDemoData } from './seed/seed-demo-data';
import { billingHandlers } from './billing/billing.handlers';
import { cardAndChargesHandlers } from './billing/card-and-charges.handlers';
import { scheduleBilling } from './billing/billing-schedule';
import { sandboxCardHandlers } from './cards/sandbox-card.handlers';
import { lifecycleHandlers } from './lifecycle/lifecycle.handlers';
import { ordersHandlers } from './orders/orders.handlers';
import type { ServerContext } from './server-context';
import { subscriptionsHandlers } from './subscriptions/subscriptions.handlers';
import { catalogueHandlers } from './catalogue/catalogue.handlers';
import { registrationStepperHandlers } from './subscriptions/registration-stepper.handlers';
import { subscriptionCouponsHandlers } from './subscriptions/subscription-coupons.handlers';
import { subscriptionPricingHandlers } from './subscriptions/subscription-pricing.handlers';
import { usersHandlers } from './users/users.handlers';
import { chatHandlers } from './chat/chat.handlers';
import { doctorsHandlers } from './doctors/doctors.handlers';
import { attachLiveConnection } from './live/live-connection';
import { noticesHandlers } from './notices/notices.handlers';
import { patientHandlers } from './users/patient.handlers';
import { passwordResetAtThePoolHandlers, passwordResetHandlers } from './identity/password-reset.handlers';
import { createCognitoIdentityService } from './identity/cognito-identity';
import type { CognitoPool } from './identity/cognito-pool';
import { addressHandlers } from './address/address.handlers';
import { fbEventsHandlers } from './events/fb-events.handlers';
import { subscriptionFilesHandlers } from './files/subscription-files.handlers';
import { lookupsHandlers } from './lookups/lookups.handlers';
import { questionnairesHandlers } from './questionnaires/questionnaires.handlers';
import { visitLogHandlers } from './visit-log/visit-log.handlers';

export interface ReferenceServerOptions {
  /** Folder of the database, uploads and outbox; null keeps the database in memory (tests). */
  readonly dataDir: string | null;
  /** Ports to listen on; 0 picks a free one. */
  readonly ports: readonly number[];
  readonly host?: string;
  /** The built app to serve beside the API; null serves the API only. */
  readonly appDir?: string | null;
  readonly validateResponses?: boolean;
  readonly seed?: boolean;
  /** The wall clock (tests move it); the twin's calendar adds the operator's offset to it. */
  readonly now?: () => number;
  readonly log?: (line: string) => void;
  /** Extra `host:port` entries per brand for config.json (see app-routes.ts). */
  readonly extraBrandHosts?: ExtraBrandHosts | null;
  /** Operator routes under /backend/_ops (faults, support replies): tests and demos only. */
  readonly ops?: boolean;
  /** How often billing runs by itself (server/billing/billing-schedule.ts); null: only when an operator asks. */
  readonly billingEveryMs?: number | null;
  /**
   * The brand and public origin of each port, in the order of `ports` (reset links and mail are made from
   * them, never from a Host header). By default the main brand at http://<host>:<port>.
   */
  readonly sites?: readonly SiteOptions[];
  /** Scales or replaces the rate limits (rate-limits/rate-limit-rules.ts); the people-sized defaults otherwise. */
  readonly rateLimits?: RateLimitSettings;
  /** The token-signing key (e.g. from the environment); by default its own file in the data folder, or one in memory. */
  readonly signingKeys?: SigningKeys;
  /**
   * The 'cognito' identity mode: callers are whoever the pool's ID tokens name, the app is told to sign in
   * there, and the local identity's operations answer 501. Null or absent: the local identity.
   */
  readonly cognitoPool?: CognitoPool | null;
}

export interface SiteOptions {
  readonly brand: BrandId;
  /** e.g. https://app.vireohealth.example; http://<host>:<port> when left out. */
  readonly origin?: string;
}

export interface RunningReferenceServer {
  readonly ports: readonly number[];
  readonly apiBase: (port?: number) => string;
  readonly context: ServerContext;
  readonly operationIds: readonly string[];
  readonly missingOperationIds: readonly string[];
  readonly calledOperations: ReadonlyMap<string, ReadonlySet<number>>;
  /** The operator routes' operations, with the same bookkeeping; null without ops. */
  readonly ops: {
    readonly operationIds: readonly string[];
    readonly missingOperationIds: readonly string[];
    readonly calledOperations: ReadonlyMap<string, ReadonlySet<number>>;
  } | null;
  readonly close: () => Promise<void>;
}

const listen = (fetch: (request: Request) => Response | Promise<Response>, port: number, hostname: string) =>
  new Promise<ServerType>((resolve, reject) => {
    const server = serve({ fetch, port, hostname }, () => resolve(server));
    server.once('error', reject);
  });

export const startReferenceServer = async (options: ReferenceServerOptions): Promise<RunningReferenceServer> => {
  if (options.ops) assertOpsAllowed(options.appDir ?? null);
  const host = options.host ?? '127.0.0.1';
  const log = options.log ?? ((line: string) => console.log(`[server] ${line}`));
  // <data dir>/db holds the database, /uploads the files, /outbox what would be mail, and
  // token-signing-keys.json the signing key. An in-memory server keeps its files in a temporary folder
  // removed at close.
  if (options.dataDir) openDataFolder(options.dataDir);
  const db = await openDatabase(options.dataDir ? join(options.dataDir, 'db') : null);
  if (options.dataDir) closeFolderToOthers(options.dataDir);
  const storageDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'reference-server-'));
  const wallNow = options.now ?? Date.now;
  const clock = await loadTwinClock(db, wallNow);
  const now = clock.now;
  const context: ServerContext = {
    db,
    now,
    wallNow,
    clock,
    signingKeys: options.signingKeys ?? (options.dataDir ? fileSigningKeys(join(options.dataDir, SIGNING_KEYS_FILE), wallNow) : memorySigningKeys()),
    files: createFileStore(db, join(storageDir, 'uploads'), now),
    faults: new FaultInjector(),
    outboxDir: join(storageDir, 'outbox'),
    log,
  };
  await sweepUploadLeftovers(db, join(storageDir, 'uploads'));
  if (options.seed ?? true) {
    await seedDemoData(context);
    await ensureDoctorCoverage(db, now());
  }

  const cognitoPool = options.cognitoPool ?? null;
  const identity = cognitoPool ? createCognitoIdentityService(context, cognitoPool) : createIdentityService(context);
  // Each area adds its handlers between the markers; the contract test checks none is missing.
  const table: Partial<HandlerTable> = {
    ...identityHandlers(identity),
    ...usersHandlers(context),
    ...subscriptionsHandlers(context),
    // ── area handlers ──
    ...patientHandlers(context),
    ...(cognitoPool ? passwordResetAtThePoolHandlers : passwordResetHandlers(context)),
    ...chatHandlers(context),
    ...noticesHandlers(context),
    ...doctorsHandlers(context),
    ...questionnairesHandlers(context),
    ...visitLogHandlers(context),
    ...subscriptionFilesHandlers(context),
    ...lookupsHandlers(context),
    ...fbEventsHandlers(context),
    ...addressHandlers(),
    ...catalogueHandlers(context),
    ...registrationStepperHandlers(context),
    ...subscriptionPricingHandlers(context),
    ...subscriptionCouponsHandlers(context),
    ...sandboxCardHandlers(context),
    ...billingHandlers(context),
    ...cardAndChargesHandlers(context),
    ...ordersHandlers(context),
    ...lifecycleHandlers(context),
    // ── end area handlers ──
  };
  const calledOperations = new Map<string, Set<number>>();
  const calledOpsOperations = new Map<string, Set<number>>();
  const recordIn = (called: Map<string, Set<number>>) => (operationId: string, status: number) => {
    const statuses = called.get(operationId) ?? new Set<number>();
    statuses.add(status);
    called.set(operationId, statuses);
  };
  const router = createOperationRouter({
    contract: loadContract(),
    // Health-data operations are audited (audit/), refusals by a rate limit included.
    handlers: auditedHandlers(rateLimitedHandlers(toOperationHandlers(table), createRateLimiter(wallNow), rateLimitRules(options.rateLimits)), db, wallNow),
    authenticate: identity.authenticate,
    validateResponses: options.validateResponses ?? false,
    bodyLimit: bodyLimitOf,
    onOperation: recordIn(calledOperations),
  });
  const opsRouter = options.ops ? createOpsRouter(context, options.validateResponses ?? false, recordIn(calledOpsOperations)) : null;
  const sitesByPort = new Map<number, Site>();
  const app = createWebApp({
    router,
    opsRouter,
    context,
    appDir: options.appDir ?? null,
    extraBrandHosts: options.extraBrandHosts ?? null,
    cognitoPool,
    siteOfPort: (port) => sitesByPort.get(port) ?? ([...sitesByPort.values()][0] as Site),
  });
  const servers = await Promise.all(options.ports.map((port) => listen(app.fetch, port, host)));
  servers.forEach((server, index) => {
    const { port } = server.address() as AddressInfo;
    const site = options.sites?.[index];
    sitesByPort.set(port, { brand: site?.brand ?? 'main', origin: site?.origin ?? `http://${host}:${port}` });
  });
  // The live connection (WebSocket at /backend/live) shares the ports: it answers their upgrade requests.
  const live = await attachLiveConnection(servers as Server[], context, identity.authenticate);
  const ports = servers.map((server) => (server.address() as AddressInfo).port);
  const stopBilling = options.billingEveryMs ? scheduleBilling(context, options.billingEveryMs) : () => undefined;

  return {
    ports,
    apiBase: (port = ports[0]) => `http://${host}:${port}/backend`,
    context,
    operationIds: router.operationIds,
    missingOperationIds: router.missingOperationIds,
    calledOperations,
    ops: opsRouter ? { operationIds: opsRouter.operationIds, missingOperationIds: opsRouter.missingOperationIds, calledOperations: calledOpsOperations } : null,
    close: async () => {
      stopBilling();
      await live.close();
      await Promise.all(
        servers.map(
          (server) =>
            new Promise<void>((resolve) => {
              server.close(() => resolve());
              if ('closeAllConnections' in server) server.closeAllConnections();
            }),
        ),
      );
      await db.close();
      if (!options.dataDir) rmSync(storageDir, { recursive: true, force: true });
    },
  };
};
