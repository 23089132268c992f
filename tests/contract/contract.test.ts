import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningReferenceServer } from '../../server/reference-server';
import { startTestServer } from '../support/test-server';
import { contractClient, type ContractClient } from './contract-client';
import { recordErrorAnswers } from './error-answers-recorder';
import { PATIENT_REFUSAL_CODES } from './patient-refusal-codes';
import { identityAndUserScenarios } from './scenarios/identity-and-user.scenarios';
import { subscriptionsScenarios } from './scenarios/subscriptions.scenarios';
// ── area scenario imports ──
import { messagingAndDoctorsScenarios } from './scenarios/messaging-and-doctors.scenarios';
import { questionnairesFilesLookupsScenarios } from './scenarios/questionnaires-files-lookups.scenarios';
import { billingAndLifecycleScenarios } from './scenarios/billing-and-lifecycle.scenarios';
import { refusalCodesScenarios } from './scenarios/refusal-codes.scenarios';
// ── end area scenario imports ──

/**
 * One reference server for every scenario, answering with response validation on: a response that breaks
 * its schema is a 500, which every call refuses. Each area of the API adds its scenarios file here.
 */
let server: RunningReferenceServer;
let client: ContractClient;
const api = () => client;
let recorder: ReturnType<typeof recordErrorAnswers>;

beforeAll(async () => {
  server = await startTestServer();
  client = contractClient(server);
  recorder = recordErrorAnswers(server.apiBase());
});
afterAll(async () => {
  recorder.stop();
  await server.close();
});

identityAndUserScenarios(api, () => server);
subscriptionsScenarios(api, () => server);
// ── area scenarios ──
messagingAndDoctorsScenarios(api, () => server);
questionnairesFilesLookupsScenarios(api, () => server);
billingAndLifecycleScenarios(api, () => server);
refusalCodesScenarios(api, () => server);
// ── end area scenarios ──

describe('the contract as a whole', () => {
  it('has a handler for every operation of the document', () => {
    expect(server.missingOperationIds).toEqual([]);
  });

  it('answers every refusal a patient can meet on a screen with its own code, its English message unchanged', () => {
    const problems = PATIENT_REFUSAL_CODES.flatMap(({ code, status, message }) => {
      const met = recorder.answers.filter((answer) => message.test(answer.message));
      if (met.length === 0) return [`never met: ${code} ${String(message)}`];
      return met
        .filter((answer) => answer.code !== code || answer.status !== status)
        .map((answer) => `${answer.status} ${String(answer.code)} instead of ${status} ${code}: ${answer.message}`);
    });
    expect(problems).toEqual([]);
  });

  it('has every operation of the document exercised with a success answer', () => {
    const unexercised = server.operationIds.filter((id) => ![...(server.calledOperations.get(id) ?? [])].some((status) => status >= 200 && status < 300));
    expect(unexercised).toEqual([]);
  });
});
