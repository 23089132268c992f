import * as z from 'zod/mini';
import { ok, type Result } from '../../domain/shared/result';
import type { AppConfigPort } from '../../application/ports/app-config.port';
import type { ApiClient } from './api-client';
import { readResult } from './read-result';
import { singleEnvelope } from './schemas/envelope.schema';

const flagEnvelope = singleEnvelope(z.object({ value: z.boolean() }));
const photoRulesEnvelope = singleEnvelope(z.object({ value: z.object({ maxBytes: z.number().check(z.positive()), acceptedTypes: z.array(z.string()) }) }));

/** GET /get-config?config={name} (data[0]), for the values the registration reads. */
export class HttpAppConfigAdapter implements AppConfigPort {
  constructor(private readonly api: ApiClient) {}

  async identityVerificationEnabled(): Promise<Result<boolean>> {
    const entry = await readResult(
      this.api.GET('/get-config', { params: { query: { config: 'identityVerificationEnabled' } } }),
      flagEnvelope,
      'Loading the identity check setting',
    );
    return entry.ok ? ok(entry.value.value) : entry;
  }

  async photoUploadRules(): Promise<Result<{ readonly maxBytes: number; readonly acceptedTypes: readonly string[] }>> {
    const entry = await readResult(
      this.api.GET('/get-config', { params: { query: { config: 'photoUploadRules' } } }),
      photoRulesEnvelope,
      'Loading the photo limits',
    );
    return entry.ok ? ok(entry.value.value) : entry;
  }
}
