import { describe, expect, it } from 'vitest';
import type { ContractClient } from '../contract-client';

/** Subscriptions, their actions, charges and payment. */
export const subscriptionsScenarios = (api: () => ContractClient) => {
  describe('subscriptions', () => {
    it("lists a patient's own subscriptions and refuses anyone else's", async () => {
      const token = await api().signUpAndIn('sam@example.com');
      const created = await api().call('POST', '/api/patient', { token, body: { email: 'sam@example.com' } });
      const { patientId } = created.body.data?.[0] as { patientId: string };
      expect(await api().call('GET', `/api/subscriptions?patientId=${patientId}`, { token })).toMatchObject({ status: 200, body: { data: [] } });
      const intruder = await api().signUpAndIn('eve@example.com');
      await api().call('POST', '/api/patient', { token: intruder, body: { email: 'eve@example.com' } });
      expect((await api().call('GET', `/api/subscriptions?patientId=${patientId}`, { token: intruder })).status).toBe(404);
      expect((await api().call('GET', '/api/subscriptions?patientId=nothex', { token })).status).toBe(400);
      expect((await api().call('GET', `/api/subscriptions?patientId=${patientId}&extra=1`, { token })).status).toBe(400);
    });
  });
};
