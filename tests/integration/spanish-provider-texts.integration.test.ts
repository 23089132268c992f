import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContainer } from '../../adapters/container/create-container';
import { httpModule } from '../../adapters/container/http.module';
import { nodeModule } from '../../adapters/container/node.module';
import { AREAS } from '../../adapters/container/tokens';
import { languageMiddleware } from '../../adapters/http/language.middleware';
import { MemoryStorageAdapter } from '../../adapters/storage/memory-storage.adapter';
import type { DoctorProfile } from '../../domain/entities/doctor-profile';
import type { components } from '../../openapi/patient-api';
import type { RunningReferenceServer } from '../../server/reference-server';
import { DEMO_ACCOUNTS } from '../../server/seed/seed-demo-data';
import { startTestServer } from '../support/test-server';

type Order = components['schemas']['Order'];

let server: RunningReferenceServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

/** The demo patient signed in through the app's HTTP adapters, asking for the provider's texts in `language`. */
const patientReading = async (language: string) => {
  const app = createContainer(nodeModule(new MemoryStorageAdapter()), httpModule(server.apiBase(), [languageMiddleware(() => language)]));
  const user = await app.get(AREAS.session).signIn.execute(DEMO_ACCOUNTS.patient);
  if (!user.ok) throw new Error(user.error.message);
  return { app, patientId: user.value.patient?._id ?? '' };
};

const texts = async (language: string) => {
  const { app, patientId } = await patientReading(language);
  const subscriptions = await app.get(AREAS.session).listSubscriptions.execute(patientId);
  const notices = await app.get(AREAS.notices).loadNotices.execute();
  if (!subscriptions.ok || !notices.ok) throw new Error('The demo patient’s reads failed');
  return { app, subscriptions: subscriptions.value, notices: notices.value.notifications };
};

/** Every active doctor's public profile, as the doctors' list answers it in `lang` (none: English). */
const doctorsIn = async (lang: string | null): Promise<DoctorProfile[]> => {
  const signedIn = await fetch(`${server.apiBase()}/identity/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_ACCOUNTS.patient),
  });
  const [{ accessToken }] = ((await signedIn.json()) as { data: [{ accessToken: string }] }).data;
  const listed = await fetch(`${server.apiBase()}/api/doctors?limit=50${lang ? `&lang=${lang}` : ''}`, { headers: { authorization: `Bearer ${accessToken}` } });
  return ((await listed.json()) as { data: DoctorProfile[] }).data;
};

describe('the provider’s texts in Spanish, asked for by the app’s adapters', () => {
  it('words the plan a subscription copied and the notices in Spanish, with the same ids, amounts and product names', async () => {
    const english = await texts('en');
    const spanish = await texts('es');
    expect(spanish.subscriptions.map((subscription) => [subscription._id, subscription.plan?.productName, subscription.plan?.price])).toEqual(
      english.subscriptions.map((subscription) => [subscription._id, subscription.plan?.productName, subscription.plan?.price]),
    );
    const sildenafil = spanish.subscriptions.find((subscription) => subscription.plan?.productName === 'Sildenafil');
    expect(sildenafil?.plan?.variationName).toBe('Sildenafil genérico');
    expect(sildenafil?.plan?.packageTypeName).toBe('Frasco');
    expect(english.subscriptions.find((subscription) => subscription.plan?.productName === 'Sildenafil')?.plan?.packageTypeName).toBe('Bottle');
    expect(spanish.notices.map((notice) => notice._id)).toEqual(english.notices.map((notice) => notice._id));
    expect(spanish.notices.map((notice) => notice.message)).toContain('Estamos preparando su próximo envío.');
    expect(english.notices.map((notice) => notice.message)).toContain('Your next shipment is being prepared.');
  });

  it('names the packages a treatment comes in in Spanish, by the codes the registration sends back', async () => {
    const packagesOf = async (language: string) => {
      const { app } = await patientReading(language);
      const options = await app.get(AREAS.registration).loadTreatmentOptions.execute({ productType: 'ed', subscriptionId: null });
      if (!options.ok) throw new Error(options.error.message);
      return options.value.products.flatMap((product) => product.variations.map((variation) => [variation.packageTypes, variation.packageTypeNames]));
    };
    const spanish = await packagesOf('es');
    expect(spanish.map(([codes]) => codes)).toEqual((await packagesOf('en')).map(([codes]) => codes));
    expect(spanish).toContainEqual([['bottle', 'blister-pack'], { bottle: 'Frasco', 'blister-pack': 'Blíster' }]);
    expect(await packagesOf('en')).toContainEqual([['bottle', 'blister-pack'], { bottle: 'Bottle', 'blister-pack': 'Blister pack' }]);
  });

  it('names an order’s plan as the catalogue words it in Spanish, with the same orders and amounts', async () => {
    const ordersIn = async (lang: string | null) => {
      const signedIn = await fetch(`${server.apiBase()}/identity/sign-in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(DEMO_ACCOUNTS.patient),
      });
      const [{ accessToken }] = ((await signedIn.json()) as { data: [{ accessToken: string }] }).data;
      const listed = await fetch(`${server.apiBase()}/api/orders?limit=50${lang ? `&lang=${lang}` : ''}`, {
        headers: { authorization: `Bearer ${accessToken}` },
      });
      return ((await listed.json()) as { data: Order[] }).data;
    };
    const english = await ordersIn(null);
    const spanish = await ordersIn('es');
    expect(spanish.map((order) => [order._id, order.charge.sum, order.charge.reasonObject.plan?.productName])).toEqual(
      english.map((order) => [order._id, order.charge.sum, order.charge.reasonObject.plan?.productName]),
    );
    const variations = (orders: Order[]) => new Set(orders.map((order) => order.charge.reasonObject.plan?.variationName));
    expect(variations(english)).toContain('Generic Sildenafil');
    expect(variations(spanish)).toContain('Sildenafil genérico');
    expect(variations(spanish)).not.toContain('Generic Sildenafil');
  });

  it('words every doctor’s biography and degrees in Spanish, names, schools and licenses as they are', async () => {
    const english = await doctorsIn(null);
    const spanish = await doctorsIn('es-US');
    const facts = (doctors: DoctorProfile[]) =>
      doctors.map((doctor) => [doctor._id, doctor.user, doctor.licenses, doctor.medicalDegree.map((degree) => degree.name)]);
    expect(facts(spanish)).toEqual(facts(english));
    const untranslated = spanish.filter((doctor, index) => doctor.doctorInfo !== null && doctor.doctorInfo === english[index]?.doctorInfo);
    expect(untranslated.map((doctor) => doctor.user.lastName)).toEqual([]);
    expect(spanish.flatMap((doctor) => doctor.medicalDegree.map((degree) => degree.degree))).toContain('BS, Biología Humana');

    const { app } = await patientReading('es');
    const raman = english.find((doctor) => doctor.user.lastName === 'Raman');
    const profile = await app.get(AREAS.messagingAndAccount).loadDoctorProfile.execute(raman?._id ?? '');
    expect(profile.ok && profile.value.doctorInfo).toMatch(/^Médica de familia especializada en el control del peso/);
  });
});
