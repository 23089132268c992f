import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContainer } from '../../adapters/container/create-container';
import { httpModule } from '../../adapters/container/http.module';
import { nodeModule } from '../../adapters/container/node.module';
import { MemoryStorageAdapter } from '../../adapters/storage/memory-storage.adapter';
import type { Subscription } from '../../domain/entities/subscription';
import type { RunningReferenceServer } from '../../server/reference-server';
import { DEMO_ACCOUNTS } from '../../server/seed/seed-demo-data';
import { startTestServer } from '../support/test-server';
import { runCli } from './cli-harness';
import { AREAS } from '../../adapters/container/tokens';

let server: RunningReferenceServer;
let demo: ReturnType<typeof createContainer>;
let subscriptions: readonly Subscription[];

const named = (product: string): Subscription => {
  const found = subscriptions.find((subscription) => subscription.plan?.productName === product);
  if (!found) throw new Error(`The demo patient has no ${product}`);
  return found;
};

beforeAll(async () => {
  server = await startTestServer();
  demo = createContainer(nodeModule(new MemoryStorageAdapter()), httpModule(server.apiBase()));
  const user = await demo.get(AREAS.session).signIn.execute(DEMO_ACCOUNTS.patient);
  if (!user.ok) throw new Error(user.error.message);
  const listed = await demo.get(AREAS.session).listSubscriptions.execute(user.value.patient?._id ?? '');
  if (!listed.ok) throw new Error(listed.error.message);
  subscriptions = listed.value;
});
afterAll(async () => {
  await server.close();
});

describe('the patient area through the real HTTP adapters (use cases loaded on first use)', () => {
  it('loads a subscription with the price of its next delivery, and groups its charges by the billing rule', async () => {
    const active = named('Sildenafil');
    const loaded = await demo.get(AREAS.patientArea).loadSubscription.execute(active._id);
    expect(loaded).toMatchObject({ ok: true, value: { subscription: { status: 'active', creditCard: { cardNumber: '4242' } }, price: { period: 2 } } });
    const billing = await demo.get(AREAS.patientArea).loadBilling.execute(active._id);
    expect(billing.ok && billing.value.nextBilling?.status).toBe('pending');
    expect(billing.ok && billing.value.lastBillings.map((charge) => charge.status)).toEqual(['success', 'captured']);
  });

  it('pauses and resumes, and passes on the refusal of an action the status does not allow', async () => {
    const id = named('Sildenafil')._id;
    expect(await demo.get(AREAS.patientArea).pause.execute(id)).toMatchObject({ ok: true, value: { status: 'pause', pausedCharges: [{}] } });
    expect(await demo.get(AREAS.patientArea).pause.execute(id)).toMatchObject({ ok: false, error: { statusCode: 409 } });
    expect(await demo.get(AREAS.patientArea).resume.execute(id)).toMatchObject({ ok: true, value: { status: 'active' } });
  });

  it('asks for another dose of the variation, then withdraws it', async () => {
    const active = named('Sildenafil');
    const doses = await demo.get(AREAS.patientArea).listDoseOptions.execute({ productType: active.productType, plan: active.plan });
    const other = doses.ok ? doses.value[0] : undefined;
    expect(other?._id).not.toBe(active.plan?.doseId);
    const asked = await demo.get(AREAS.patientArea).requestDoseChange.execute({ subscriptionId: active._id, doseId: other?._id ?? '' });
    expect(asked).toMatchObject({ ok: true, value: { modifyRequest: { status: 'pending', doseId: other?._id } } });
    expect(await demo.get(AREAS.patientArea).removeDoseChange.execute(active._id)).toMatchObject({ ok: true, value: { modifyRequest: null } });
  });

  it('reads the whole order history page by page, each order once', async () => {
    const ids: string[] = [];
    let page: number | null = 1;
    while (page !== null) {
      const result = await demo.get(AREAS.patientArea).listOrdersPage.execute({ page });
      if (!result.ok) throw new Error(result.error.message);
      ids.push(...result.value.orders.map((order) => order._id));
      page = result.value.nextPage;
    }
    expect(ids.length).toBeGreaterThan(10);
    expect(new Set(ids).size).toBe(ids.length);
    const detail = await demo.get(AREAS.patientArea).loadOrder.execute(ids[0] ?? '');
    expect(detail.ok && detail.value.charge.invoiceItems.length).toBeGreaterThan(0);
  });

  it('offers the reactivation popup from a win-back link, with its coupon', async () => {
    const summary = await demo.get(AREAS.dashboard).loadDashboardSummary.execute({ winback: 'comeback30' });
    expect(summary).toMatchObject({ ok: true, value: { reactivateOffer: { subscription: { status: 'cancel' }, coupon: { code: 'COMEBACK30' } } } });
  });
});

describe('the patient area from the CLI', () => {
  let sessionFile: string;
  const cli = (...args: string[]) => runCli(server, sessionFile, ...args);

  beforeAll(() => {
    sessionFile = join(mkdtempSync(join(tmpdir(), 'cli-patient-area-')), 'session.json');
  });

  it('renews the completed treatment with the renewal answers, then shows the charge in billing and the order first', async () => {
    expect((await cli('login', '--email', DEMO_ACCOUNTS.patient.email, '--password', DEMO_ACCOUNTS.patient.password)).code).toBe(0);
    const completed = named('Tadalafil');
    const questions = JSON.parse((await cli('subscriptions', 'questions', '--id', completed._id, '--kind', 'renewal', '--json')).stdout) as {
      _id: string;
      kind: string;
      isFollowupQuestion: boolean;
      qOptions: { _id: string; blocksPatient: boolean }[];
    }[];
    // The last option of each question: 'It is not working' reveals only a message, every 'No' reveals nothing.
    const answers = questions
      .filter((question) => question.kind !== 'chatMessage' && !question.isFollowupQuestion)
      .map((question) => ({ questionId: question._id, optionIds: [question.qOptions.filter((option) => !option.blocksPatient).at(-1)?._id] }));
    const blocked = answers.map((answer) => {
      const blocking = questions.find((question) => question._id === answer.questionId)?.qOptions.find((option) => option.blocksPatient);
      return blocking ? { ...answer, optionIds: [blocking._id] } : answer;
    });
    expect(await cli('subscriptions', 'renew', '--id', completed._id, '--answers', JSON.stringify(blocked))).toMatchObject({
      code: 4,
      stderr: expect.stringContaining('your provider needs to review your treatment'),
    });
    const renewed = await cli('subscriptions', 'renew', '--id', completed._id, '--answers', JSON.stringify(answers), '--json');
    expect(renewed.code).toBe(0);
    const { charge, order } = JSON.parse(renewed.stdout) as { charge: { invoiceId: string }; order: { _id: string } };
    const billing = await cli('billing', 'charges', '--id', completed._id);
    expect(billing.stdout).toMatch(new RegExp(`Billing history[\\s\\S]*${charge.invoiceId}\\s+success\\s+subscription`));
    const orders = JSON.parse((await cli('orders', 'list', '--json')).stdout) as { orders: { _id: string; status: string }[] };
    expect(orders.orders[0]).toMatchObject({ _id: order._id, status: 'processing' });
    expect(await cli('billing', 'card')).toMatchObject({ code: 0, stdout: 'Visa ending in 4242\n' });
  });

  it('gives scripts a usage error for bad answers and an API error for a refused action', async () => {
    expect(await cli('subscriptions', 'renew', '--id', named('Tadalafil')._id, '--answers', '[{"question": 1}]')).toMatchObject({ code: 2 });
    expect(await cli('subscriptions', 'resume', '--id', named('Sildenafil')._id)).toMatchObject({
      code: 4,
      stderr: expect.stringContaining('cannot be resumed'),
    });
  });
});
