import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { ContractDocument } from './contract-document';

// ajv-formats ships CommonJS; under ESM its default export may arrive wrapped.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule) as unknown as (ajv: Ajv2020) => Ajv2020;

/** Rewrites a schema's references against its document's id, so it compiles outside its place. */
const absolutize = (schema: unknown, base: string): unknown => {
  if (Array.isArray(schema)) return schema.map((item) => absolutize(item, base));
  if (schema === null || typeof schema !== 'object') return schema;
  return Object.fromEntries(
    Object.entries(schema).map(([key, value]) =>
      key === '$ref' && typeof value === 'string' ? [key, new URL(value, base).href] : [key, absolutize(value, base)],
    ),
  );
};

export interface SchemaCompiler {
  /** Validates a JSON body exactly as written. */
  readonly strict: (schema: object) => ValidateFunction;
  /** Validates path and query values, which arrive as strings, coercing them to the declared types. */
  readonly coercing: (schema: object) => ValidateFunction;
}

/** Compiles schemas of `contract`, whose references may reach into the `referenced` documents. */
export const createSchemaCompiler = (contract: ContractDocument, referenced: readonly ContractDocument[] = []): SchemaCompiler => {
  const make = (coerceTypes: boolean): Ajv2020 => {
    const ajv = new Ajv2020({ strict: false, allErrors: true, coerceTypes });
    addFormats(ajv);
    for (const document of [contract, ...referenced]) ajv.addSchema({ $id: document.id, components: document.components });
    return ajv;
  };
  const strictAjv = make(false);
  const coercingAjv = make(true);
  return {
    strict: (schema) => strictAjv.compile(absolutize(schema, contract.id) as object),
    coercing: (schema) => coercingAjv.compile(absolutize(schema, contract.id) as object),
  };
};

/** One readable sentence from ajv's errors, naming the field: what the 400 answer says. */
export const describeErrors = (where: string, errors: readonly ErrorObject[] | null | undefined): string => {
  const first = errors?.[0];
  if (!first) return `Invalid ${where}`;
  const field =
    first.keyword === 'required'
      ? String((first.params as { missingProperty: string }).missingProperty)
      : first.keyword === 'additionalProperties'
        ? String((first.params as { additionalProperty: string }).additionalProperty)
        : first.instancePath.replace(/^\//, '').replaceAll('/', '.');
  if (first.keyword === 'additionalProperties') return `Invalid ${where}: unknown field '${field}'`;
  return field ? `Invalid ${where}: '${field}' ${first.message ?? 'is invalid'}` : `Invalid ${where}: ${first.message ?? ''}`.trim();
};
