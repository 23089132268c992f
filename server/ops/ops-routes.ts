import { loadContract } from '../contract/contract-document';
import { createOperationRouter, type OperationRouter } from '../contract/operation-router';
import { JSON_BODY_LIMIT } from '../http/operation-body-limits';
import { toOperationHandlers } from '../http/typed-handlers';
import type { ServerContext } from '../server-context';
import { AREA_OPS } from './area-ops';

/**
 * The operator routes under /backend/_ops (openapi/operator-api.yaml): what the care team, the pharmacy and
 * billing do to a treatment, and faults and a movable clock for tests and demos. Routed and validated by
 * their own document like the patient API (a malformed request is a 400); no token, since they exist only
 * when the server starts with ops on, on loopback.
 */
export const createOpsRouter = (ctx: ServerContext, validateResponses: boolean, onOperation?: (operationId: string, status: number) => void): OperationRouter =>
  createOperationRouter({
    contract: loadContract('operator-api'),
    referencedContracts: [loadContract()],
    handlers: toOperationHandlers(Object.assign({}, ...AREA_OPS.map((area) => area(ctx)))),
    authenticate: () => Promise.resolve(null),
    validateResponses,
    // Operator bodies are small JSON (a message, a few ids): the API's own limit.
    bodyLimit: () => JSON_BODY_LIMIT,
    onOperation,
  });
