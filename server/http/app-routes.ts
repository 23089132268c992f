import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context } from 'hono';
import { compress } from 'hono/compress';
import type { OperationRouter } from '../contract/operation-router';
import { errorResponse } from '../contract/operation-router';
import { auditOperatorAccess } from '../audit/operator-access';
import type { ServerContext } from '../server-context';
import { brandPages } from './brand-page';
import { readPatientAreaHead } from './patient-area-head';
import { loggableError } from './loggable-error';
import type { CognitoPool } from '../identity/cognito-pool';
import { policyConfigOf } from './policy-config';
import { servedConfig, type ExtraBrandHosts } from './served-config';
import { requestClient, type RequestClient, type Site } from './request-client';
import { securityHeaders } from './security-headers';
import { API_PREFIX } from './api-prefix';

const OPS_PREFIX = `${API_PREFIX}/_ops`;
/** The public pictures' caching: fresh ten minutes, then used while revalidated for a day. */
const PICTURES_CACHE_CONTROL = 'public, max-age=600, stale-while-revalidate=86400';

export interface WebAppOptions {
  readonly router: OperationRouter;
  /** The operator routes under /backend/_ops (server/ops/ops-routes.ts), mounted only when ops are on. */
  readonly opsRouter: OperationRouter | null;
  readonly context: ServerContext;
  readonly appDir: string | null;
  readonly extraBrandHosts: ExtraBrandHosts | null;
  /** The user pool the app signs in with, in the 'cognito' identity mode; null for the local identity. */
  readonly cognitoPool: CognitoPool | null;
  /** The brand and public origin each listening port serves. */
  readonly siteOfPort: (port: number) => Site;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Dispatches to a router, answering 500 (and logging the path, never a body) when a handler fails unexpectedly. */
const dispatching = (router: OperationRouter, log: (line: string) => void) => async (request: Request, method: string, path: string, client: RequestClient) => {
  try {
    return await router.dispatch(request, path, client);
  } catch (error) {
    // The log names the operation path, never a body or a statement's values: they carry health data.
    log(`error ${method} ${path}: ${loggableError(error)}`);
    return errorResponse(500, 'Something went wrong on our side, please try again');
  }
};

/** The one web app: the API under /backend, and the built patient app with its single-page fallback. */
export const createWebApp = ({ router, opsRouter, context, appDir, extraBrandHosts, cognitoPool, siteOfPort }: WebAppOptions): Hono => {
  const { log } = context;
  const app = new Hono();
  const servesApp = appDir !== null && existsSync(join(appDir, 'index.html'));
  const config = servesApp ? servedConfig(readFileSync(join(appDir, 'config.json'), 'utf8'), extraBrandHosts, cognitoPool) : null;
  // The policy follows the config.json served: a configuration it cannot express stops the server (policy-config.ts).
  app.use('*', securityHeaders(config ? policyConfigOf(JSON.parse(config)) : null));
  if (opsRouter) {
    const dispatchOps = dispatching(opsRouter, log);
    // Every operator call is audited: an operator reaches health data too.
    app.use(`${OPS_PREFIX}/*`, auditOperatorAccess(context, OPS_PREFIX));
    app.all(`${OPS_PREFIX}/*`, (c) => dispatchOps(c.req.raw, c.req.method, c.req.path.slice(OPS_PREFIX.length), requestClient(c.env, siteOfPort)));
  }
  const dispatchApi = dispatching(router, log);
  // JSON shrinks to a fifth or less: on a slow phone link the patient's record arrives in one round trip.
  app.use(`${API_PREFIX}/*`, compress());
  app.all(`${API_PREFIX}/*`, async (c) => {
    const path = c.req.path.slice(API_PREFIX.length) || '/';
    if (context.faults.latencyMs > 0) await sleep(context.faults.latencyMs);
    const injected = context.faults.failureFor(c.req.method, path);
    if (injected) return errorResponse(injected, 'The service is temporarily unavailable, please try again');
    return dispatchApi(c.req.raw, c.req.method, path, requestClient(c.env, siteOfPort));
  });
  if (servesApp && config) {
    const pageFor = brandPages(readFileSync(join(appDir, 'index.html'), 'utf8'), config, readPatientAreaHead(appDir));
    const page = (c: Context) => {
      c.header('Cache-Control', 'no-cache');
      return c.html(pageFor(c.req.header('host'), c.req.path));
    };
    app.get('/config.json', (c) => {
      c.header('Cache-Control', 'no-cache');
      return c.body(config, 200, { 'content-type': 'application/json; charset=utf-8' });
    });
    app.use('/assets/*', async (c, next) => {
      await next();
      // Hashed file names: safe to keep for a year.
      if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
    });
    app.use('/sw.js', async (c, next) => {
      await next();
      // The app's service worker: a visit must find a new build's at once, whatever caches sit between.
      if (c.res.status === 200) c.header('Cache-Control', 'no-cache');
    });
    // The brands', the products' and the care team's pictures (public: no patient's data) change only with a
    // deployment, under the same names. Kept ten minutes, so a page that draws one again (the server's frame, then
    // the app) or the next page does not ask again; then used while checked for a day, so a new one shows next use.
    for (const pictures of ['/brands/*', '/products/*', '/doctors/*']) {
      app.use(pictures, async (c, next) => {
        await next();
        if (c.res.status === 200 && c.res.headers.get('content-type')?.startsWith('image/')) c.header('Cache-Control', PICTURES_CACHE_CONTROL);
      });
    }
    // The page itself is the brand's (brand-page.ts), never the built file as it stands.
    app.get('/', page);
    app.get('/index.html', page);
    app.use('*', serveStatic({ root: appDir, precompressed: true }));
    app.use('*', compress());
    app.get('/assets/*', (c) => c.text('Not found', 404));
    app.get('*', page);
  }
  return app;
};
