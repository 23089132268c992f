import type { operations } from '../../openapi/patient-api';
import type { operations as operatorOperations } from '../../openapi/operator-api';
import type { Caller, OperationHandler, OperationRequest } from '../contract/operation-router';
import type { RequestClient } from './request-client';

/**
 * Handler types derived from the generated contract types, so a handler cannot drift from its document.
 * `Ops` is the document's `operations`: the patient API's by default, or the operator API's.
 */
type AnyOperations = object;
export type OperationId<Ops extends AnyOperations = operations> = keyof Ops & string;

type JsonOf<T> = T extends { content: { 'application/json': infer B } } ? B : never;
type Operation<K extends keyof Ops, Ops> = Ops[K];

export type BodyOf<K extends keyof Ops, Ops extends AnyOperations = operations> =
  Operation<K, Ops> extends { requestBody: infer R }
    ? JsonOf<R>
    : Operation<K, Ops> extends { requestBody?: infer R }
      ? JsonOf<NonNullable<R>> | undefined
      : undefined;

type ParametersOf<K extends keyof Ops, Ops> = Operation<K, Ops> extends { parameters: infer P } ? P : never;
export type QueryOf<K extends keyof Ops, Ops extends AnyOperations = operations> =
  ParametersOf<K, Ops> extends { query?: infer Q } ? ([Q] extends [undefined] ? Record<string, never> : NonNullable<Q>) : Record<string, never>;
export type PathOf<K extends keyof Ops, Ops extends AnyOperations = operations> = ParametersOf<K, Ops> extends { path: infer P } ? P : Record<string, never>;

type Responses<K extends keyof Ops, Ops> = Operation<K, Ops> extends { responses: infer R } ? R : never;
export type SuccessReply<K extends keyof Ops, Ops extends AnyOperations = operations> = {
  [S in keyof Responses<K, Ops>]: S extends 200 | 201 | 202 ? { readonly status: S; readonly body: JsonOf<Responses<K, Ops>[S]> } : never;
}[keyof Responses<K, Ops>];

export interface TypedRequest<K extends keyof Ops, Ops extends AnyOperations = operations> {
  readonly params: PathOf<K, Ops>;
  readonly query: QueryOf<K, Ops>;
  readonly body: BodyOf<K, Ops>;
  readonly caller: Caller | null;
  readonly client: RequestClient;
  readonly raw: Request;
}

export type TypedHandler<K extends keyof Ops, Ops extends AnyOperations = operations> = (
  request: TypedRequest<K, Ops>,
) => Promise<SuccessReply<K, Ops> | { status: number; body: Response }>;

export type HandlerTable = { readonly [K in keyof operations]: TypedHandler<K> };
export type OperatorHandlerTable = { readonly [K in keyof operatorOperations]: TypedHandler<K, operatorOperations> };

/** The router is untyped by design (it serves any document); this is the one place types meet it. */
export const toOperationHandlers = (table: Partial<HandlerTable> | Partial<OperatorHandlerTable>): Record<string, OperationHandler> =>
  table as unknown as Record<string, OperationHandler>;

export type { OperationRequest };
