import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../domain/feedback/messages';
import { STORAGE_KEYS } from '../../domain/session/storage-keys';
import { createContainer } from '../../adapters/container/create-container';
import { httpModule } from '../../adapters/container/http.module';
import { nodeModule } from '../../adapters/container/node.module';
import { MemoryStorageAdapter } from '../../adapters/storage/memory-storage.adapter';
import type { RunningReferenceServer } from '../../server/reference-server';
import { DEMO_ACCOUNTS } from '../../server/seed/seed-demo-data';
import { startTestServer } from '../support/test-server';
import { AREAS } from '../../adapters/container/tokens';

let server: RunningReferenceServer;

/** A fresh node container, as the CLI builds it, against the running reference server. */
const newClient = () => {
  const storage = new MemoryStorageAdapter();
  const container = createContainer(nodeModule(storage), httpModule(server.apiBase()));
  return { storage, get: container.get.bind(container) };
};

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('sign-up and sign-in through the real HTTP adapter', () => {
  const email = 'casey.integration@example.com';
  const password = 'Integration1';

  it('signs up a new patient, who has no subscriptions yet', async () => {
    const client = newClient();
    const outcome = await client.get(AREAS.session).signUp.execute({ email, password, patient: { firstName: 'Casey', lastName: 'Lee' } });
    const user = outcome.ok && outcome.value.kind === 'signed-in' ? outcome.value.user : null;
    expect(user?.roles).toEqual(['patient']);
    expect(user?.firstName).toBe('Casey');
    expect(client.storage.get(STORAGE_KEYS.token)).toMatch(/^ey/);
    expect(client.storage.get(STORAGE_KEYS.status)).toBe('active');
    const patientId = user?.patient?._id;
    const subscriptions = await client.get(AREAS.session).listSubscriptions.execute(patientId ?? '');
    expect(subscriptions).toEqual({ ok: true, value: [] });
  });

  it('refuses a second sign-up with the same e-mail, whatever its case', async () => {
    const result = await newClient().get(AREAS.session).signUp.execute({ email: email.toUpperCase(), password, patient: {} });
    expect(result).toEqual({ ok: false, error: { message: 'An account with this e-mail already exists', statusCode: 409, code: 'email_taken' } });
  });

  it('signs in again, and signs out clearing storage', async () => {
    const client = newClient();
    const user = await client.get(AREAS.session).signIn.execute({ email, password });
    expect(user.ok && user.value.email).toBe(email);
    await client.get(AREAS.session).signOut.execute();
    expect(client.storage.get(STORAGE_KEYS.token)).toBeNull();
    expect((await client.get(AREAS.session).checkSession.execute()).kind).toBe('logged-out');
  });

  it('answers a wrong password and an unknown e-mail alike, storing nothing', async () => {
    for (const attempt of [
      { email, password: 'Wrong-pass1' },
      { email: 'nobody@example.com', password },
    ]) {
      const client = newClient();
      const result = await client.get(AREAS.session).signIn.execute(attempt);
      expect(result).toEqual({ ok: false, error: { message: 'Incorrect e-mail or password', statusCode: 401, code: 'invalid_credentials' } });
      expect(client.storage.get(STORAGE_KEYS.token)).toBeNull();
    }
  });

  it("refuses a user whose first role is not patient with 'Wrong User!' and leaves no session", async () => {
    const client = newClient();
    const result = await client.get(AREAS.session).signIn.execute(DEMO_ACCOUNTS.doctor);
    expect(result).toEqual({ ok: false, error: { message: MESSAGES.wrongUser, statusCode: 403 } });
    expect(client.storage.get(STORAGE_KEYS.token)).toBeNull();
  });

  it('lists the seeded subscriptions of the demo patient, the active ED one among them', async () => {
    const client = newClient();
    const user = await client.get(AREAS.session).signIn.execute(DEMO_ACCOUNTS.patient);
    const patientId = user.ok ? (user.value.patient?._id ?? '') : '';
    const subscriptions = await client.get(AREAS.session).listSubscriptions.execute(patientId);
    expect(subscriptions.ok && subscriptions.value.find((s) => s.productType === 'ed' && s.status === 'active')).toBeTruthy();
  });

  it("never shows one patient another patient's subscriptions", async () => {
    const demo = newClient();
    const demoUser = await demo.get(AREAS.session).signIn.execute(DEMO_ACCOUNTS.patient);
    const other = newClient();
    await other.get(AREAS.session).signIn.execute({ email, password });
    const demoPatientId = demoUser.ok ? (demoUser.value.patient?._id ?? '') : '';
    const result = await other.get(AREAS.session).listSubscriptions.execute(demoPatientId);
    expect(result).toEqual({ ok: false, error: { message: 'Patient not found', statusCode: 404, code: 'not_found' } });
  });
});
