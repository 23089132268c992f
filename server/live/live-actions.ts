import type { components } from '../../openapi/patient-api';
import { loadContract } from '../contract/contract-document';
import { createSchemaCompiler, describeErrors } from '../contract/schema-compiler';

export type LiveClientAction = components['schemas']['LiveClientAction'];

/** Client frames are checked against the contract's LiveClientAction schema, as HTTP bodies are. */
export const createLiveActionParser = () => {
  const validate = createSchemaCompiler(loadContract()).strict({ $ref: '#/components/schemas/LiveClientAction' });
  return (text: string): { ok: true; action: LiveClientAction } | { ok: false; message: string } => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return { ok: false, message: 'Malformed JSON frame' };
    }
    return validate(parsed) ? { ok: true, action: parsed as LiveClientAction } : { ok: false, message: describeErrors('action', validate.errors) };
  };
};
