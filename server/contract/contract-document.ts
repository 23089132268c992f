import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

export const CONTRACT_PATH = fileURLToPath(new URL('../../openapi/patient-api.yaml', import.meta.url));

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';
export const HTTP_METHODS: readonly HttpMethod[] = ['get', 'post', 'put', 'patch', 'delete'];

export interface ParameterObject {
  readonly name: string;
  readonly in: 'path' | 'query' | 'header' | 'cookie';
  readonly required?: boolean;
  readonly schema: object;
}

export interface OperationObject {
  readonly operationId: string;
  readonly parameters?: readonly ParameterObject[];
  readonly requestBody?: { readonly required?: boolean; readonly content: Record<string, { schema: object }> };
  readonly responses: Record<string, { $ref?: string; content?: Record<string, { schema: object }> }>;
  readonly security?: readonly object[];
}

export interface ContractDocument {
  readonly paths: Record<string, Partial<Record<HttpMethod, OperationObject>>>;
  readonly components: { readonly responses: Record<string, { content?: Record<string, { schema: object }> }> };
  readonly security?: readonly object[];
}

/** The OpenAPI document, read once: the server routes and validates by it. */
export const loadContract = (): ContractDocument => parse(readFileSync(CONTRACT_PATH, 'utf8')) as ContractDocument;
