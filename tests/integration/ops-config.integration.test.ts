import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RunningReferenceServer } from '../../server/reference-server';
import { startTestServer } from '../support/test-server';

let server: RunningReferenceServer;
beforeAll(async () => {
  server = await startTestServer({ ops: true });
});
afterAll(async () => {
  await server.close();
});

const readFlag = async () => {
  const response = await fetch(`${server.apiBase()}/get-config?config=identityVerificationEnabled`);
  return ((await response.json()) as { data: [{ value: unknown }] }).data[0].value;
};

it('lets an operator turn the identity-verification step off, and refuses unknown names and wrong types', async () => {
  expect(await readFlag()).toBe(true);
  const put = (name: string, body: unknown) =>
    fetch(`${server.apiBase()}/_ops/config/${name}`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  expect((await put('identityVerificationEnabled', { value: false })).status).toBe(200);
  expect(await readFlag()).toBe(false);
  expect((await put('noSuchValue', { value: 1 })).status).toBe(404);
  expect((await put('identityVerificationEnabled', { value: 'no' })).status).toBe(400);
  expect(await readFlag()).toBe(false);
});
