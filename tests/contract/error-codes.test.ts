import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { API_ERROR_CODES, errorCodeForStatus } from '../../domain/shared/error-codes';
import { defaultErrorCode } from '../../server/http/error-codes';
import type { RunningReferenceServer } from '../../server/reference-server';
import { ROOT } from '../support/project-root';
import { startTestServer } from '../support/test-server';

const errorCodeSchema = () =>
  (
    parse(readFileSync(join(ROOT, 'openapi/patient-api.yaml'), 'utf8')) as {
      components: { schemas: Record<string, { enum?: string[]; description?: string }> };
    }
  ).components.schemas.ErrorCode;
const contractCodes = (): unknown => errorCodeSchema()?.enum;

describe('error codes: one small documented list from the API to the client', () => {
  it("lists in the domain exactly the contract's ErrorCode values", () => {
    expect([...API_ERROR_CODES]).toEqual(contractCodes());
  });

  it('says in the contract where every code comes from', () => {
    const { enum: codes = [], description = '' } = errorCodeSchema() ?? {};
    expect(codes.filter((code) => !description.includes(`\`${code}\``))).toEqual([]);
  });

  it('gives an answer without a code the same generic code on the server and in the client', () => {
    for (const status of [400, 401, 402, 403, 404, 405, 409, 413, 415, 422, 429, 500, 501, 502, 503, 504]) {
      expect(defaultErrorCode(status), String(status)).toBe(errorCodeForStatus(status));
    }
  });

  it("names a card refusal's reason from the provider's code", () => {
    expect(defaultErrorCode(402, { code: 'card_declined', declineCode: 'insufficient_funds' })).toBe('insufficient_funds');
    expect(defaultErrorCode(402, { code: 'expired_card' })).toBe('expired_card');
    expect(defaultErrorCode(402, { code: 'invalid_cvc' })).toBe('incorrect_cvc');
    expect(defaultErrorCode(402, { code: 'card_declined', declineCode: 'generic_decline' })).toBe('card_declined');
    expect(defaultErrorCode(402, { code: 'invalid_number' })).toBe('invalid_card_number');
    expect(defaultErrorCode(402, { code: 'incorrect_number' })).toBe('invalid_card_number');
  });
});

describe('every error the reference server answers carries its code', () => {
  let server: RunningReferenceServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  const answer = async (path: string, init: RequestInit = {}) => {
    const response = await fetch(`${server.apiBase()}${path}`, init);
    return { status: response.status, body: (await response.json()) as unknown };
  };

  it('for bad input, a missing token, an unknown route and wrong credentials', async () => {
    const json = { 'content-type': 'application/json' };
    expect(await answer('/me')).toEqual({ status: 401, body: { status: 'error', message: 'Missing bearer token', code: 'unauthenticated' } });
    expect(await answer('/no-such-route')).toMatchObject({ status: 404, body: { code: 'not_found' } });
    expect(await answer('/identity/sign-in', { method: 'POST', headers: json, body: '{"email": 1}' })).toMatchObject({
      status: 400,
      body: { code: 'invalid_request' },
    });
    expect(
      await answer('/identity/sign-in', { method: 'POST', headers: json, body: JSON.stringify({ email: 'nobody@example.com', password: 'Wrong-pass1' }) }),
    ).toMatchObject({ status: 401, body: { code: 'invalid_credentials' } });
  });
});
