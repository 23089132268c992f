import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import type { OperationRouter } from '../contract/operation-router';
import { errorResponse } from '../contract/operation-router';
import { securityHeaders } from './security-headers';

export const API_PREFIX = '/backend';

/** The one web app: the API under /backend, and the built patient app with its single-page fallback. */
export const createWebApp = (router: OperationRouter, appDir: string | null, log: (line: string) => void): Hono => {
  const app = new Hono();
  app.use('*', securityHeaders);
  app.all(`${API_PREFIX}/*`, async (c) => {
    const path = c.req.path.slice(API_PREFIX.length) || '/';
    try {
      return await router.dispatch(c.req.raw, path);
    } catch (error) {
      // The log names the operation path, never a body: bodies carry health data.
      log(`error ${c.req.method} ${path}: ${error instanceof Error ? error.message : String(error)}`);
      return errorResponse(500, 'Something went wrong on our side, please try again');
    }
  });
  if (appDir && existsSync(join(appDir, 'index.html'))) {
    const indexHtml = readFileSync(join(appDir, 'index.html'), 'utf8');
    app.use('/assets/*', async (c, next) => {
      await next();
      // Hashed file names: safe to keep for a year.
      if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
    });
    app.use('*', serveStatic({ root: appDir, precompressed: true }));
    app.use('*', compress());
    app.get('*', (c) => {
      c.header('Cache-Control', 'no-cache');
      return c.html(indexHtml);
    });
  }
  return app;
};
