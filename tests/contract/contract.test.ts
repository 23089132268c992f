import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningReferenceServer } from '../../server/reference-server';
import { startTestServer } from '../support/test-server';
import { contractClient, type ContractClient } from './contract-client';
import { identityAndUserScenarios } from './scenarios/identity-and-user.scenarios';
import { subscriptionsScenarios } from './scenarios/subscriptions.scenarios';
// ── area scenario imports ──
import { messagingAndDoctorsScenarios } from './scenarios/messaging-and-doctors.scenarios';
import { questionnairesFilesLookupsScenarios } from './scenarios/questionnaires-files-lookups.scenarios';
import { billingAndLifecycleScenarios } from './scenarios/billing-and-lifecycle.scenarios';
// ── end area scenario imports ──

/**
 * One reference server for every scenario, answering with response validation on: a response that breaks
 * its schema is a 500, which every call refuses. Each area of the API adds its scenarios file here.
 */
let server: RunningReferenceServer;
let client: ContractClient;
const api = () => client;

beforeAll(async () => {
  server = await startTestServer();
  client = contractClient(server);
});
afterAll(async () => {
  await server.close();
});

identityAndUserScenarios(api, () => server);
subscriptionsScenarios(api, () => server);
// ── area scenarios ──
messagingAndDoctorsScenarios(api, () => server);
questionnairesFilesLookupsScenarios(api, () => server);
billingAndLifecycleScenarios(api, () => server);
// ── end area scenarios ──

describe('the contract as a whole', () => {
  it('has a handler for every operation of the document', () => {
    expect(server.missingOperationIds).toEqual([]);
  });

  it('has every operation of the document exercised with a success answer', () => {
    const unexercised = server.operationIds.filter(
      (id) => ![...(server.calledOperations.get(id) ?? [])].some((status) => status >= 200 && status < 300),
    );
    expect(unexercised).toEqual([]);
  });
});
