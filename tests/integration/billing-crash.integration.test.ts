import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import type { components } from '../../openapi/patient-api';
import { ROOT } from '../support/project-root';
import { operator } from '../support/operator';
import { patientApi } from '../support/patient-api';
import { registerPatient, type Registration } from '../support/patient-factory';

type Schemas = components['schemas'];

/**
 * A billing run killed half-way (kill -9) and run again charges nobody twice and skips nobody (issue 17):
 * the reference backend in a process of its own, a year of monthly treatments falling due at once, the
 * process killed while it bills them, restarted on the same data folder and asked to bill again.
 */
const PATIENTS = 8;
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
});

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });

/** The server in its own process; `charged` counts the periods it has logged as billed so far. */
const startServer = async (dataDir: string) => {
  const [mainPort, womenPort] = [await freePort(), await freePort()];
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'server/main.ts',
      '--data-dir',
      dataDir,
      '--ops',
      '--billing-every',
      '0',
      '--main-port',
      String(mainPort),
      '--women-port',
      String(womenPort),
    ],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  children.push(child);
  const state = { charged: 0, onCharge: () => undefined as void };
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the server exited (${code}) before it listened`)));
    child.stdout?.on('data', (chunk: Buffer) => {
      const text = chunk.toString();
      if (text.includes('[server] API')) resolve();
      state.charged += text.match(/billing: charged/g)?.length ?? 0;
      state.onCharge();
    });
  });
  return { child, state, apiBase: `http://127.0.0.1:${mainPort}/backend` };
};

const periodsOf = async (apiBase: string, registration: Registration) => {
  const api = await patientApi(apiBase, registration.patient);
  const charges = (await api.get<Schemas['Charge']>(`/api/subscription/charges/${registration.subscriptionId}`)).data;
  const [subscription] = (await api.get<Schemas['LifecycleSubscription']>(`/api/subscription/${registration.subscriptionId}`)).data;
  const orders = (await api.get<Schemas['Order']>('/api/orders?limit=50&page=1&sort=-createdAt')).data;
  return {
    billed: charges.filter((charge) => charge.status === 'success').map((charge) => charge.reasonObject.sequencePaymentPeriod),
    dates: charges.map((charge) => charge.createdAt),
    orders: orders.length,
    status: subscription?.status,
  };
};

it('bills every period once after a run killed half-way and run again', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'billing-crash-'));
  const first = await startServer(dataDir);
  const registrations: Registration[] = [];
  for (let index = 0; index < PATIENTS; index += 1) {
    const registration = await registerPatient(first.apiBase, { productType: 'hl', treatment: { frequencyOfDelivery: 1 } });
    await operator(first.apiBase).decide(registration.subscriptionId, 'approve');
    registrations.push(registration);
  }

  // A year passes: eleven monthly periods of each treatment fall due. Killed after the fifth is billed.
  const killed = new Promise<number>((resolve) => {
    first.state.onCharge = () => {
      if (first.state.charged < 5 || first.child.killed) return;
      first.child.kill('SIGKILL');
      resolve(first.state.charged);
    };
  });
  const advance = operator(first.apiBase)
    .call('POST', '/clock/advance', { days: 365 })
    .catch(() => null);
  const billedBeforeKill = await killed;
  await advance;
  expect(billedBeforeKill).toBeLessThan(PATIENTS * 11);

  const second = await startServer(dataDir);
  const rerun = await operator(second.apiBase).runBilling();
  expect(rerun.events.filter((event) => event.kind === 'charged').length).toBeGreaterThan(0);
  expect((await operator(second.apiBase).runBilling()).events.filter((event) => event.kind === 'charged')).toEqual([]);

  for (const registration of registrations) {
    const periods = await periodsOf(second.apiBase, registration);
    expect(periods.billed).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(new Set(periods.dates).size).toBe(periods.dates.length);
    expect(periods.orders).toBe(12);
    expect(periods.status).toBe('renewal');
  }
  second.child.kill('SIGKILL');
}, 240_000);
