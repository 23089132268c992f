import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../openapi/patient-api';
import type { RunningReferenceServer } from '../../server/reference-server';
import { operator } from '../support/operator';
import { patientApi } from '../support/patient-api';
import { registerAnotherTreatment, registerPatient, type PatientOptions } from '../support/patient-factory';
import { startTestServer } from '../support/test-server';

type Schemas = components['schemas'];

/**
 * The care team's decisions on a fresh patient's paid treatment (issue 17): each status of spec §4's
 * review, the money and the order that follow, the doctor licensed where the patient lives, the doctor's
 * or support's message in the patient's chat, and a notice that reaches the patient live.
 */
let server: RunningReferenceServer;
let ops: ReturnType<typeof operator>;

beforeAll(async () => {
  server = await startTestServer({ ops: true });
  ops = operator(server.apiBase());
});
afterAll(async () => {
  await server.close();
});

const registered = async (options: PatientOptions = {}) => {
  const { patient, subscriptionId } = await registerPatient(server.apiBase(), options);
  return { patient, subscriptionId, api: await patientApi(server.apiBase(), patient) };
};
type Registered = Awaited<ReturnType<typeof registered>>;

const subscriptionOf = async ({ api, subscriptionId }: Registered) =>
  (await api.get<Schemas['LifecycleSubscription']>(`/api/subscription/${subscriptionId}`)).data[0];
const chargesOf = async ({ api, subscriptionId }: Registered) => (await api.get<Schemas['Charge']>(`/api/subscription/charges/${subscriptionId}`)).data;
const messagesIn = async ({ api }: Registered, query: string) =>
  ((await api.get<Schemas['Chat']>(`/api/chat?${query}`)).data[0]?.messages ?? []).map((message) => message.message);

describe('approval', () => {
  it('captures the held payment, sends the first order to the pharmacy, assigns a doctor licensed in the patient’s state, and tells the patient live', async () => {
    const found = await registered({ productType: 'hl', home: 'CO', firstName: 'Casey' });
    const live = await found.api.live();
    expect((await subscriptionOf(found))?.status).toBe('pending');
    expect((await chargesOf(found)).map((charge) => charge.status)).toEqual(['hold']);

    const result = await ops.decide(found.subscriptionId, 'approve');

    expect(result.subscription).toMatchObject({ status: 'active', isApproved: true, paymentIntentStatus: 'succeeded' });
    expect(result.order?.status).toBe('processing');
    const subscription = await subscriptionOf(found);
    expect(subscription).toMatchObject({ status: 'active', isApproved: true, doctorId: result.doctor?._id });
    // The prescription year starts at the approval: the next billing is one period (a month) away.
    const approvedAt = Date.now();
    expect(Date.parse(subscription?.nextBillingDate ?? '') - approvedAt).toBeGreaterThan(27 * 86_400_000);
    expect((await chargesOf(found)).map((charge) => charge.status)).toEqual(['captured']);
    const orders = (await found.api.get<Schemas['Order']>('/api/orders?limit=10&page=1&sort=-createdAt')).data;
    expect(orders.map((order) => order.status)).toEqual(['processing']);

    // The doctor may prescribe hair-loss treatment in Colorado (the seeded doctors without a Colorado licence may not).
    const [assignment] = (await found.api.get<Schemas['DoctorAssignment']>(`/api/assigned-doctor?subscriptionId=${found.subscriptionId}&status=active`)).data;
    const today = new Date().toISOString().slice(0, 10);
    expect(assignment?.doctor.licenses.some((licence) => licence.state === 'CO' && licence.product === 'hl' && licence.expirationDate >= today)).toBe(true);
    expect(`Dr. ${assignment?.doctor.user.lastName}`).toBe(result.doctor?.name);

    const [message] = await messagesIn(found, `subscriptionId=${found.subscriptionId}`);
    expect(message).toMatch(new RegExp(`^Hello Casey, I'm ${result.doctor?.name}\\. I have reviewed your answers and approved your treatment: `));
    const notice = await live.next((event) => event.event === 'notification' && event.data.type === 'subscription');
    expect(notice.data).toMatchObject({
      message: `${result.doctor?.name} approved your Finasteride treatment. Your first order is on its way to the pharmacy.`,
    });
    await live.next((event) => event.event === 'newMessage');
    live.close();
  });

  it('writes the doctor’s first message in Spanish too, which a Spanish reader gets by lang and live; an operator’s own words as written', async () => {
    const found = await registered({ productType: 'hl', home: 'CO', firstName: 'Paz' });
    const spanishLive = await found.api.live('es-US');
    const result = await ops.decide(found.subscriptionId, 'approve');

    const [spanish] = await messagesIn(found, `subscriptionId=${found.subscriptionId}&lang=es`);
    expect(spanish).toMatch(new RegExp(`^Hola, Paz\\. Soy ${result.doctor?.name}\\. Revisé sus respuestas y aprobé su tratamiento: Finasteride oral 1 mg\\. `));
    const [english] = await messagesIn(found, `subscriptionId=${found.subscriptionId}`);
    expect(english).toMatch(/^Hello Paz, I'm /);
    const chats = (await found.api.get<Schemas['Chat']>('/api/chats?lang=es')).data;
    expect(chats.flatMap((chat) => chat.messages.map((message) => message.message))).toContain(spanish);
    const heard = await spanishLive.next((event) => event.event === 'newMessage');
    expect(heard.event === 'newMessage' && heard.data.message).toBe(spanish);
    spanishLive.close();

    const declined = await registered({ productType: 'ed', home: 'CO' });
    await ops.decide(declined.subscriptionId, 'decline', { message: 'Please call us about your blood pressure.' });
    expect(await messagesIn(declined, `subscriptionId=${declined.subscriptionId}&lang=es`)).toEqual(['Please call us about your blood pressure.']);
  });

  it('approves as the doctor asked for only when that doctor may prescribe there, and refuses twice', async () => {
    const found = await registered({ productType: 'wl', home: 'TX' });
    const doctors = (await found.api.get<Schemas['DoctorProfile']>('/api/doctors?limit=50&page=1')).data;
    const unlicensed = doctors.find((doctor) => !doctor.licenses.some((licence) => licence.state === 'TX' && licence.product === 'wl'));
    const refused = await ops.call('POST', `/care/subscriptions/${found.subscriptionId}/approve`, { doctorId: unlicensed?._id });
    expect(refused.status).toBe(409);
    expect(refused.message).toMatch(/^Dr\. \w+ may not prescribe Semaglutide in Texas: choose a doctor licensed there\.$/);
    expect((await subscriptionOf(found))?.status).toBe('pending');

    const licensed = doctors.find((doctor) => doctor.licenses.some((licence) => licence.state === 'TX' && licence.product === 'wl'));
    expect((await ops.decide(found.subscriptionId, 'approve', { doctorId: licensed?._id })).doctor?._id).toBe(licensed?._id);
    const twice = await ops.call('POST', `/care/subscriptions/${found.subscriptionId}/approve`, {});
    expect(twice).toMatchObject({ status: 409, message: 'This treatment cannot be approved: it is active.' });
    expect((await chargesOf(found)).map((charge) => charge.status)).toEqual(['captured']);
  });

  it('is refused clearly when no doctor may prescribe in the patient’s state, and changes nothing', async () => {
    const found = await registered({ productType: 'ag', home: 'GA' });
    const licensed = await server.context.db.query<{ id: string }>(
      `select id from doctors d where exists (select 1 from jsonb_array_elements(d.doc->'licenses') l where l->>'state' = 'GA' and l->>'product' = 'ag')`,
    );
    const ids = licensed.rows.map((row) => row.id);
    await server.context.db.query(`update doctors set status = 'inactive' where id = any($1::text[])`, [ids]);
    try {
      const refused = await ops.call('POST', `/care/subscriptions/${found.subscriptionId}/approve`, {});
      expect(refused).toMatchObject({ status: 409, message: 'No doctor is licensed to prescribe Tretinoin in Georgia: nobody can decide on it yet.' });
      expect((await chargesOf(found)).map((charge) => charge.status)).toEqual(['hold']);
      expect((await subscriptionOf(found))?.status).toBe('pending');
    } finally {
      await server.context.db.query(`update doctors set status = 'active' where id = any($1::text[])`, [ids]);
    }
  });

  it('is refused for a treatment that is not paid (its registration is not finished)', async () => {
    const found = await registered({ productType: 'hl' });
    const started = await found.api.send<{ _id: string }>('POST', '/api/subscription', { productType: 'ed' });
    const unpaid = started.data[0]?._id ?? '';
    const refused = await ops.call('POST', `/care/subscriptions/${unpaid}/approve`, {});
    expect(refused).toMatchObject({ status: 409, message: 'This treatment cannot be approved: it is not paid yet, its registration is not finished.' });
  });
});

describe('the other decisions', () => {
  it('declines: the hold is released, the order cancelled, and the doctor says why', async () => {
    const found = await registered({ productType: 'ed', home: 'WA', firstName: 'Sam' });
    const result = await ops.decide(found.subscriptionId, 'decline');
    expect(result.subscription).toMatchObject({ status: 'declined', isApproved: false, paymentIntentStatus: 'canceled', nextBillingDate: null });
    expect(result.order?.status).toBe('cancelled');
    expect((await chargesOf(found)).map((charge) => charge.status)).toEqual(['refunded']);
    const [message] = await messagesIn(found, `subscriptionId=${found.subscriptionId}`);
    expect(message).toContain("Hello Sam, I have reviewed your answers. I'm sorry, but");
    expect(message).toContain('You were not charged');
    expect((await ops.call('POST', `/care/subscriptions/${found.subscriptionId}/approve`, {})).message).toBe(
      'This treatment cannot be approved: it was declined.',
    );
  });

  it('marks not verified: support writes in the support chat, and nothing is charged', async () => {
    const found = await registered({ productType: 'wl' });
    const result = await ops.decide(found.subscriptionId, 'not-verified');
    expect(result.subscription.status).toBe('not_verified');
    expect(result.doctor).toBeNull();
    expect((await chargesOf(found)).map((charge) => charge.status)).toEqual(['refunded']);
    const support = await found.api.get<Schemas['Chat']>('/api/chats');
    expect(JSON.stringify(support.data)).toContain('we could not verify your identity');
  });

  it('sends back to the patient with the doctor’s question (Action Required), then the patient sends it for review and it is approved', async () => {
    const found = await registered({ productType: 'hl' });
    const withoutQuestion = await ops.call('POST', `/care/subscriptions/${found.subscriptionId}/send-back`, {});
    expect(withoutQuestion).toMatchObject({ status: 400, message: "Invalid body: send-back needs the doctor's question in message" });
    const live = await found.api.live();
    await ops.decide(found.subscriptionId, 'send-back', { message: 'How long have you noticed the thinning?' });
    expect((await subscriptionOf(found))?.status).toBe('in_progress');
    expect(await messagesIn(found, `subscriptionId=${found.subscriptionId}`)).toEqual(['How long have you noticed the thinning?']);
    const notice = await live.next((event) => event.event === 'notification');
    expect(notice.data).toMatchObject({
      message: expect.stringMatching(/^Action required: Dr\. \w+ needs more information about your Finasteride treatment\.$/),
    });
    live.close();
    expect((await ops.call('POST', `/care/subscriptions/${found.subscriptionId}/approve`, {})).message).toBe(
      'This treatment cannot be approved: it is waiting for your action.',
    );

    await found.api.send('PATCH', `/api/subscription/${found.subscriptionId}/inprogress-to-pending`);
    expect((await ops.decide(found.subscriptionId, 'approve')).subscription.status).toBe('active');
  });

  it('pre-screens and holds, still In Review, each with a notice', async () => {
    const found = await registered({ productType: 'ag' });
    expect((await ops.decide(found.subscriptionId, 'pre-screen')).subscription.status).toBe('pre_screened');
    expect((await ops.call('POST', `/care/subscriptions/${found.subscriptionId}/pre-screen`, {})).status).toBe(409);
    expect((await ops.decide(found.subscriptionId, 'hold')).subscription.status).toBe('hold');
    const notices = (await found.api.get<Schemas['Notification']>('/api/notices?limit=10&page=1')).data.map((notice) => notice.message);
    expect(notices.slice(0, 2)).toEqual([
      expect.stringContaining('is on hold while our medical team takes a closer look'),
      expect.stringContaining('passed its first check: a doctor will review it next'),
    ]);
    expect((await ops.decide(found.subscriptionId, 'approve')).subscription.status).toBe('active');
  });

  it('lists the treatments waiting for the care team, and every treatment of one patient', async () => {
    const found = await registered({ productType: 'ed' });
    const second = await registerAnotherTreatment(server.apiBase(), found.patient, { productType: 'hl' });
    await ops.decide(second, 'approve');
    const queue = (await ops.call<{ subscription: { _id: string; status: string } }>('GET', '/care/queue')).data;
    expect(queue.map((entry) => entry.subscription._id)).toContain(found.subscriptionId);
    expect(queue.map((entry) => entry.subscription._id)).not.toContain(second);
    const mine = (
      await ops.call<{ subscription: { _id: string }; heldAmount: number | null; patient: { state: string } }>(
        'GET',
        `/care/queue?patientEmail=${encodeURIComponent(found.patient.email)}`,
      )
    ).data;
    expect(mine.map((entry) => entry.subscription._id)).toEqual([found.subscriptionId, second]);
    expect(mine[0]?.heldAmount).toBeGreaterThan(0);
    expect(mine[1]?.heldAmount).toBeNull();
    expect(mine[0]?.patient.state).toBe('CO');
  });
});
