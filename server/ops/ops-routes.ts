import { Hono } from 'hono';
import type { FaultSettings } from '../faults/fault-injector';
import type { ServerContext } from '../server-context';
import { AREA_OPS } from './area-ops';

/**
 * Operator routes under /backend/_ops, outside the patient contract: fault injection for reliability
 * tests and whatever the areas add. Mounted only when the server starts with ops enabled (tests, demos).
 */
export const createOpsRoutes = (ctx: ServerContext): Hono => {
  const ops = new Hono();
  ops.put('/faults', async (c) => {
    ctx.faults.configure((await c.req.json()) as FaultSettings);
    return c.json({ status: 'success', data: [] });
  });
  ops.delete('/faults', (c) => {
    ctx.faults.clear();
    return c.json({ status: 'success', data: [] });
  });
  ops.post('/drop-sockets', (c) => {
    ctx.faults.dropSockets();
    return c.json({ status: 'success', data: [] });
  });
  for (const register of AREA_OPS) register(ops, ctx);
  return ops;
};
