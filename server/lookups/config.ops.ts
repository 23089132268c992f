import type { OpsRoutes } from '../ops/area-ops';
import { SEEDED_CONFIG } from './config-values';

/**
 * PUT /backend/_ops/config/{name} {value}: an operator changes a seeded config value, e.g. turns the
 * identity-verification step off for a demo or a browser test.
 */
export const configOps: OpsRoutes = (ops, ctx) => {
  ops.put('/config/:name', async (c) => {
    const name = c.req.param('name');
    const seeded = SEEDED_CONFIG.find((entry) => entry.name === name);
    if (!seeded) return c.json({ status: 'error', message: `No config value named '${name}' can be changed` }, 404);
    const body = (await c.req.json().catch(() => null)) as { value?: unknown } | null;
    if (!body || typeof body.value !== typeof seeded.value) {
      return c.json({ status: 'error', message: `Send {"value": <${typeof seeded.value}>}` }, 400);
    }
    await ctx.db.query('update app_config set doc = $2 where name = $1', [name, { ...seeded, value: body.value }]);
    return c.json({ status: 'success', data: [] });
  });
};
