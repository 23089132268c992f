import type { ValidateFunction } from 'ajv/dist/2020.js';
import { limitBody, type BodyLimit } from '../http/body-limit';
import type { RequestClient } from '../http/request-client';
import { defaultErrorCode } from '../http/error-codes';
import { HttpError, type ErrorCode } from '../http/http-error';
import { HTTP_METHODS, type ContractDocument, type HttpMethod, type OperationObject, type ParameterObject } from './contract-document';
import { createSchemaCompiler, describeErrors, type SchemaCompiler } from './schema-compiler';
import { findUnstorableText, UNSTORABLE_TEXT } from './storable-text';

/** Who calls: the identity behind a valid Bearer token. */
export interface Caller {
  readonly sub: string;
  readonly email: string;
  readonly token: string;
  /** When the token expires (ms, wall clock): a live connection closes then. */
  readonly expiresAt: number;
}

export interface OperationRequest {
  readonly operationId: string;
  readonly params: Record<string, unknown>;
  readonly query: Record<string, unknown>;
  readonly body: unknown;
  /** Present for every operation the contract secures; on a public one, present when a valid token came with it. */
  readonly caller: Caller | null;
  /** The socket's peer and the site of the port the request came in on. */
  readonly client: RequestClient;
  readonly raw: Request;
}

export interface Reply {
  readonly status: number;
  readonly body: unknown;
}

export type OperationHandler = (request: OperationRequest) => Promise<Reply>;

export interface RouterOptions {
  readonly contract: ContractDocument;
  /** Documents the contract refers to (the operator document reuses the patient one's schemas). */
  readonly referencedContracts?: readonly ContractDocument[];
  readonly handlers: Readonly<Record<string, OperationHandler>>;
  readonly authenticate: (token: string) => Promise<Caller | null>;
  /** Check every response against its schema (tests turn this on): a mismatch answers 500. */
  readonly validateResponses: boolean;
  /** How much body an operation may send (server/http/operation-body-limits.ts). */
  readonly bodyLimit: (operationId: string) => BodyLimit;
  readonly onOperation?: (operationId: string, status: number) => void;
}

interface CompiledOperation {
  readonly operationId: string;
  readonly method: HttpMethod;
  readonly template: string;
  readonly pattern: RegExp;
  readonly paramNames: readonly string[];
  readonly staticLength: number;
  readonly secured: boolean;
  readonly validatePath: ValidateFunction;
  readonly validateQuery: ValidateFunction;
  readonly arrayQueryNames: ReadonlySet<string>;
  readonly jsonBody: { readonly required: boolean; readonly validate: ValidateFunction } | null;
  readonly acceptsMultipart: boolean;
  readonly responses: ReadonlyMap<number, ValidateFunction | null>;
}

/**
 * Answers any operation may give without declaring them: bad input, no valid token, a body over the
 * route's limit, too many requests, and a server fault (the contract's info says so).
 */
const IMPLICIT_ERROR_STATUSES: ReadonlySet<number> = new Set([400, 401, 413, 429, 500, 501]);

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const parametersSchema = (parameters: readonly ParameterObject[]): object => ({
  type: 'object',
  additionalProperties: false,
  properties: Object.fromEntries(parameters.map((p) => [p.name, p.schema])),
  required: parameters.filter((p) => p.required).map((p) => p.name),
});

const responseSchema = (contract: ContractDocument, response: OperationObject['responses'][string]): object | null => {
  const resolved = response.$ref ? contract.components.responses[response.$ref.split('/').pop() ?? ''] : response;
  return resolved?.content?.['application/json']?.schema ?? null;
};

const compileOperation = (
  contract: ContractDocument,
  compiler: SchemaCompiler,
  template: string,
  method: HttpMethod,
  operation: OperationObject,
): CompiledOperation => {
  const paramNames: string[] = [];
  const pattern = new RegExp(
    `^${template
      .split(/(\{[^}]+\})/)
      .map((part) => {
        const name = /^\{([^}]+)\}$/.exec(part)?.[1];
        if (!name) return escapeRegExp(part);
        paramNames.push(name);
        return '([^/]+)';
      })
      .join('')}$`,
  );
  const parameters = operation.parameters ?? [];
  const query = parameters.filter((p) => p.in === 'query');
  const jsonContent = operation.requestBody?.content['application/json'];
  return {
    operationId: operation.operationId,
    method,
    template,
    pattern,
    paramNames,
    staticLength: template.replace(/\{[^}]+\}/g, '').length,
    secured: (operation.security ?? contract.security ?? []).length > 0,
    validatePath: compiler.coercing(parametersSchema(parameters.filter((p) => p.in === 'path'))),
    validateQuery: compiler.coercing(parametersSchema(query)),
    arrayQueryNames: new Set(query.filter((p) => (p.schema as { type?: string }).type === 'array').map((p) => p.name)),
    jsonBody: jsonContent ? { required: operation.requestBody?.required ?? false, validate: compiler.strict(jsonContent.schema) } : null,
    acceptsMultipart: Boolean(operation.requestBody?.content['multipart/form-data']),
    responses: new Map(
      Object.entries(operation.responses).map(([status, response]) => {
        const schema = responseSchema(contract, response);
        return [Number(status), schema ? compiler.strict(schema) : null];
      }),
    ),
  };
};

const json = (status: number, body: unknown, headers: Readonly<Record<string, string>> = {}): Response =>
  new Response(JSON.stringify(body), {
    status,
    headers: { ...headers, 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  });

/** Every error the API answers, with its stable code: the one given, else the status's (error-codes.ts). */
export const errorResponse = (
  status: number,
  message: string,
  metadata?: Record<string, unknown>,
  headers?: Readonly<Record<string, string>>,
  code?: ErrorCode,
): Response => json(status, { status: 'error', message, code: code ?? defaultErrorCode(status, metadata), ...(metadata ? { metadata } : {}) }, headers);

/** One rule for every input: text Postgres cannot store is a 400 naming the field (storable-text.ts). */
const assertStorable = (where: string, value: unknown): void => {
  const field = findUnstorableText(value);
  if (field !== null) throw new HttpError(400, field ? `Invalid ${where}: '${field}' ${UNSTORABLE_TEXT}` : `Invalid ${where}: it ${UNSTORABLE_TEXT}`);
};

/** A path segment's text; malformed percent-encoding (e.g. an encoded lone surrogate) is bad input. */
const decodeSegment = (segment: string): string => {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw new HttpError(400, 'Invalid path: malformed percent-encoding');
  }
};

const readQuery = (operation: CompiledOperation, search: URLSearchParams): Record<string, unknown> => {
  const query: Record<string, unknown> = {};
  for (const key of new Set(search.keys())) {
    query[key] = operation.arrayQueryNames.has(key) ? search.getAll(key) : search.get(key);
  }
  return query;
};

const readJsonBody = async (operation: CompiledOperation, request: Request): Promise<unknown> => {
  const text = await request.text();
  if (text.trim() === '') {
    if (operation.jsonBody?.required) throw new HttpError(400, 'Invalid body: a JSON body is required');
    return undefined;
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new HttpError(400, 'Malformed JSON body');
  }
  assertStorable('body', body);
  if (operation.jsonBody && !operation.jsonBody.validate(body)) {
    throw new HttpError(400, describeErrors('body', operation.jsonBody.validate.errors));
  }
  return body;
};

const bearerToken = (request: Request): string | null => {
  const header = request.headers.get('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
};

/**
 * Routes a request to the handler of its contract operation, after validating path, query and body
 * against the OpenAPI document and authenticating the Bearer token of secured operations.
 */
export const createOperationRouter = (options: RouterOptions) => {
  const compiler = createSchemaCompiler(options.contract, options.referencedContracts);
  const operations: CompiledOperation[] = [];
  for (const [template, item] of Object.entries(options.contract.paths)) {
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (operation) operations.push(compileOperation(options.contract, compiler, template, method, operation));
    }
  }
  // An operation without a handler answers 501; the contract test fails while any is left.
  const missingOperationIds = operations.filter((op) => !options.handlers[op.operationId]).map((op) => op.operationId);
  // A literal segment beats a parameter: /get-config before /get-{type}.
  operations.sort((a, b) => a.paramNames.length - b.paramNames.length || b.staticLength - a.staticLength);

  const find = (method: string, path: string) => {
    let pathMatched = false;
    for (const operation of operations) {
      const match = operation.pattern.exec(path);
      if (!match) continue;
      pathMatched = true;
      if (operation.method === method) return { operation, match };
    }
    return pathMatched ? 'method-not-allowed' : null;
  };

  const dispatch = async (request: Request, path: string, client: RequestClient): Promise<Response> => {
    const found = find(request.method.toLowerCase(), path);
    if (found === null) return errorResponse(404, `No such endpoint: ${request.method} ${path}`);
    if (found === 'method-not-allowed') return errorResponse(405, `Method ${request.method} is not allowed on ${path}`);
    const { operation, match } = found;
    let bodyExceeded = () => false;
    try {
      const params: Record<string, unknown> = {};
      operation.paramNames.forEach((name, index) => {
        params[name] = decodeSegment(match[index + 1] ?? '');
      });
      assertStorable('path', params);
      if (!operation.validatePath(params)) {
        throw new HttpError(400, describeErrors('path', operation.validatePath.errors));
      }
      const query = readQuery(operation, new URL(request.url).searchParams);
      assertStorable('query', query);
      if (!operation.validateQuery(query)) {
        throw new HttpError(400, describeErrors('query', operation.validateQuery.errors));
      }
      let caller: Caller | null = null;
      if (operation.secured) {
        const token = bearerToken(request);
        if (!token) throw new HttpError(401, 'Missing bearer token');
        caller = await options.authenticate(token);
        if (!caller) throw new HttpError(401, 'Invalid or expired token');
      } else {
        // A public operation may answer a signed-in caller more (the catalogue's prices with their coupons).
        const token = bearerToken(request);
        caller = token ? await options.authenticate(token) : null;
      }
      const limited = limitBody(request, options.bodyLimit(operation.operationId));
      bodyExceeded = limited.exceeded;
      const isMultipart = (request.headers.get('content-type') ?? '').startsWith('multipart/form-data');
      const body = operation.acceptsMultipart && isMultipart ? undefined : await readJsonBody(operation, limited.request);
      const handler = options.handlers[operation.operationId];
      if (!handler) throw new HttpError(501, `${operation.operationId} is not implemented yet`);
      const reply = await handler({ operationId: operation.operationId, params, query, body, caller, client, raw: limited.request });
      return respond(operation, reply);
    } catch (caught) {
      // A body cut off at its limit fails whatever was reading it (JSON, a multipart form): that is a 413.
      const error = bodyExceeded() ? new HttpError(413, options.bodyLimit(operation.operationId).tooLarge) : caught;
      if (error instanceof HttpError) {
        options.onOperation?.(operation.operationId, error.status);
        if (options.validateResponses && !IMPLICIT_ERROR_STATUSES.has(error.status) && !operation.responses.has(error.status)) {
          return errorResponse(500, `Contract breach: ${operation.operationId} has no ${error.status} response (${error.message})`);
        }
        return errorResponse(error.status, error.message, error.metadata, error.headers, error.code);
      }
      throw error;
    }
  };

  const respond = (operation: CompiledOperation, reply: Reply): Response => {
    options.onOperation?.(operation.operationId, reply.status);
    if (reply.body instanceof Response) return reply.body;
    if (options.validateResponses) {
      const validate = operation.responses.get(reply.status);
      if (validate === undefined) {
        return errorResponse(500, `Contract breach: ${operation.operationId} has no ${reply.status} response`);
      }
      if (validate && !validate(reply.body)) {
        return errorResponse(500, `Contract breach in ${operation.operationId} ${reply.status}: ${describeErrors('response', validate.errors)}`);
      }
    }
    return json(reply.status, reply.body);
  };

  return {
    dispatch,
    operationIds: operations.map((op) => op.operationId),
    missingOperationIds,
  };
};

export type OperationRouter = ReturnType<typeof createOperationRouter>;
