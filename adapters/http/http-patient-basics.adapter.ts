import * as z from 'zod/mini';
import type { ZipCodePlace } from '../../domain/entities/address';
import type { Gender } from '../../domain/entities/patient';
import { fail, ok, type Result } from '../../domain/shared/result';
import { phoneExistFromFailure } from '../../domain/validation/call-failures';
import type { BasicsUpdate, PatientBasicsPort } from '../../application/ports/patient-basics.port';
import type { components } from '../../openapi/patient-api';
import type { ApiClient } from './api-client';
import { NETWORK_ERROR_MESSAGE, readResult } from './read-result';
import { zipCodePlaceSchema } from './schemas/address.schema';
import { singleEnvelope } from './schemas/envelope.schema';

type UsStateCode = components['schemas']['UsStateCode'];

const anySuccess = z.object({ status: z.literal('success') });
const zipEnvelope = singleEnvelope(zipCodePlaceSchema);

/** The basic step's calls over HTTP. */
export class HttpPatientBasicsAdapter implements PatientBasicsPort {
  constructor(private readonly api: ApiClient) {}

  /** A refusal is read for its metadata.phoneExist flag (spec §7, §8); any other failure is an error. */
  async checkPhone(phone: string): Promise<Result<{ readonly phoneExist: boolean }>> {
    let outcome: Awaited<ReturnType<ApiClient['POST']>>;
    try {
      outcome = await this.api.POST('/api/patient/check-phone-number', { body: { phone } });
    } catch {
      return fail(NETWORK_ERROR_MESSAGE, 503, 'network_error');
    }
    if (outcome.response.ok) return ok({ phoneExist: false });
    const error = outcome.error as { readonly message?: unknown; readonly metadata?: unknown } | undefined;
    if (phoneExistFromFailure(error?.metadata)) return ok({ phoneExist: true });
    return fail(typeof error?.message === 'string' && error.message !== '' ? error.message : 'Checking your phone number failed', outcome.response.status);
  }

  async setGender(patientId: string, gender: Gender): Promise<Result<void>> {
    const set = await readResult(
      this.api.POST('/api/patient/set-gender/{patientId}', { params: { path: { patientId } }, body: { gender } }),
      anySuccess,
      'Saving your gender',
    );
    return set.ok ? ok(undefined) : set;
  }

  async saveBasics(patientId: string, basics: BasicsUpdate): Promise<Result<void>> {
    const body = {
      basic: { birthDate: basics.birthDate },
      shipping: { zipCode: basics.zipCode, ...(basics.state ? { state: basics.state as UsStateCode } : {}) },
      phone: basics.phone,
    };
    const saved = await readResult(this.api.PUT('/api/patient/{id}', { params: { path: { id: patientId } }, body }), anySuccess, 'Saving your details');
    return saved.ok ? ok(undefined) : saved;
  }

  async saveBodyMetrics(patientId: string, metrics: { readonly height: number; readonly weight: number }): Promise<Result<void>> {
    const saved = await readResult(
      this.api.PUT('/api/patient/{id}', { params: { path: { id: patientId } }, body: metrics }),
      anySuccess,
      'Saving your height and weight',
    );
    return saved.ok ? ok(undefined) : saved;
  }

  /** The ZIP code travels in the body, never in the URL (it is personal data); 404 is an unknown ZIP code. */
  async zipCodePlace(zipCode: string): Promise<Result<ZipCodePlace | null>> {
    const place = await readResult(this.api.POST('/address/zip-lookup', { body: { zipCode } }), zipEnvelope, 'Looking up your ZIP code');
    return !place.ok && place.error.statusCode === 404 ? ok(null) : place;
  }
}
