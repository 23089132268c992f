import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

/** The documents of openapi/: the patient API, and the reference backend's operator routes. */
export type ContractName = 'patient-api' | 'operator-api';

const contractPath = (name: ContractName): string => fileURLToPath(new URL(`../../openapi/${name}.yaml`, import.meta.url));

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
  /** Where its references resolve: the operator document refers to the patient one as './patient-api.yaml'. */
  readonly id: string;
  readonly paths: Record<string, Partial<Record<HttpMethod, OperationObject>>>;
  readonly components: { readonly responses: Record<string, { content?: Record<string, { schema: object }> }> };
  readonly security?: readonly object[];
}

/** An OpenAPI document of openapi/, read once: the server routes and validates by it. */
export const loadContract = (name: ContractName = 'patient-api'): ContractDocument => ({
  ...(parse(readFileSync(contractPath(name), 'utf8')) as Omit<ContractDocument, 'id'>),
  id: `https://contract.local/${name}.yaml`,
});
