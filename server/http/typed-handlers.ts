import type { operations } from '../../openapi/patient-api';
import type { Caller, OperationHandler, OperationRequest } from '../contract/operation-router';
import type { RequestClient } from './request-client';

/** Handler types derived from the generated contract types, so a handler cannot drift from the document. */
export type OperationId = keyof operations;

type JsonOf<T> = T extends { content: { 'application/json': infer B } } ? B : never;
type Operation<K extends OperationId> = operations[K];

export type BodyOf<K extends OperationId> =
  Operation<K> extends { requestBody: infer R } ? JsonOf<R> : Operation<K> extends { requestBody?: infer R } ? JsonOf<NonNullable<R>> | undefined : undefined;

type ParametersOf<K extends OperationId> = Operation<K>['parameters'];
export type QueryOf<K extends OperationId> = ParametersOf<K> extends { query?: infer Q } ? ([Q] extends [undefined] ? Record<string, never> : NonNullable<Q>) : Record<string, never>;
export type PathOf<K extends OperationId> = ParametersOf<K> extends { path: infer P } ? P : Record<string, never>;

type Responses<K extends OperationId> = Operation<K>['responses'];
export type SuccessReply<K extends OperationId> = {
  [S in keyof Responses<K>]: S extends 200 | 201 | 202 ? { readonly status: S; readonly body: JsonOf<Responses<K>[S]> } : never;
}[keyof Responses<K>];

export interface TypedRequest<K extends OperationId> {
  readonly params: PathOf<K>;
  readonly query: QueryOf<K>;
  readonly body: BodyOf<K>;
  readonly caller: Caller | null;
  readonly client: RequestClient;
  readonly raw: Request;
}

export type TypedHandler<K extends OperationId> = (request: TypedRequest<K>) => Promise<SuccessReply<K> | { status: number; body: Response }>;

export type HandlerTable = { readonly [K in OperationId]: TypedHandler<K> };

/** The router is untyped by design (it serves any document); this is the one place types meet it. */
export const toOperationHandlers = (table: Partial<HandlerTable>): Record<string, OperationHandler> =>
  table as unknown as Record<string, OperationHandler>;

export type { OperationRequest };
