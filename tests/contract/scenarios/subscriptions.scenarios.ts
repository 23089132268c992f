import { describe, expect, it } from 'vitest';
import type { RunningReferenceServer } from '../../../server/reference-server';
import { stripedPng } from '../../support/png';
import type { CallResult, ContractClient } from '../contract-client';

type Json = Record<string, unknown>;
type Subscription = Json & {
  _id: string;
  status: string;
  registrationStep: string;
  registrationStepsOrder: string[];
  plan: (Json & { price: number; doseId: string }) | null;
  discountedPrice: number | null;
  coupons: (Json & { code: string; firstPeriod: number })[];
  couponIds: string[];
};
type Dose = { _id: string; weight: number; status: string; price: number; specialQuarterlyPrice: number | null; strength?: string; description?: string };
type Variation = { _id: string; variationName: string; ranking: number; frequencyOfReception: number[]; packageTypes: string[]; doses: Dose[] };
type Product = {
  _id: string;
  productName: string;
  productType: string;
  mainImgUrl: string;
  frequencyOfDelivery: number[];
  variations: Variation[];
  productPricing: Json;
  productDescription?: string;
};
type Question = { _id: string; kind: string; qOptions: { _id: string; blocksPatient: boolean; isExclusive: boolean }[]; input: { min?: number } | null };

const first = <T>(answer: CallResult): T => answer.body.data?.[0] as T;

/** A photo the private-file upload takes: an image by its content, at least 400 pixels on each side. */
const PNG = new Uint8Array(stripedPng(400, 400));

/** The catalogue, the registration stepper, treatment choice, pricing, coupons and add-ons. */
export const subscriptionsScenarios = (api: () => ContractClient, server: () => RunningReferenceServer) => {
  let phoneCounter = 0;

  const newPatient = async (email: string, productType?: string) => {
    const token = await api().signUpAndIn(email);
    const created = await api().call('POST', '/api/patient', { token, body: { email, ...(productType ? { productType } : {}) } });
    expect(created.status).toBe(201);
    return { token, patientId: first<{ patientId: string }>(created).patientId };
  };

  const me = async (token: string) =>
    first<Json & { patient: Json & { status: string; verify: { completed: boolean } } }>(await api().call('GET', '/me', { token }));

  const step = (token: string, id: string, direction: 'next' | 'prev') =>
    api().call('PATCH', `/api/v2/subscription/stepper/${id}`, { token, body: { step: direction } });

  const expectStep = async (token: string, id: string, expected: string) => {
    const moved = await step(token, id, 'next');
    expect(moved.status, moved.body.message).toBe(200);
    expect(first<Subscription>(moved).registrationStep).toBe(expected);
  };

  const completeBasics = async (token: string, patientId: string) => {
    phoneCounter += 1;
    const saved = await api().call('PUT', `/api/patient/${patientId}`, {
      token,
      body: {
        basic: { birthDate: '1984-05-17', gender: 'male' },
        shipping: { address: '1200 Market Street', city: 'San Francisco', state: 'CA', zipCode: '94102' },
        phone: `415555${String(1000 + phoneCounter)}`,
      },
    });
    expect(saved.status, saved.body.message).toBe(200);
  };

  /** An answer each required question accepts: no blocking option, the exclusive "none" where there is one. */
  const answerOf = (question: Question) => {
    const options = question.qOptions.filter((option) => !option.blocksPatient);
    const chosen = options.find((option) => option.isExclusive) ?? options[0];
    switch (question.kind) {
      case 'chatMessage':
        return null;
      case 'text':
        return { questionId: question._id, value: 'None' };
      case 'number':
        return { questionId: question._id, value: question.input?.min ?? 1 };
      case 'date':
        return { questionId: question._id, value: '1990-01-01' };
      default:
        return { questionId: question._id, optionIds: [chosen?._id] };
    }
  };

  const answerQuestionnaire = async (token: string, subscriptionId: string, questionType: string, query: string) => {
    const listed = await api().call('GET', `/api/questionnaires?sort=sequence&questionType=${questionType}&isFollowupQuestion=false&${query}`, { token });
    const questions = listed.body.data as Question[];
    expect(questions.length).toBeGreaterThan(0);
    const answers = questions.map(answerOf).filter((answer) => answer !== null);
    const body = { questionType, lastQuestionIndex: questions.length, answers };
    const log = await api().call('GET', `/api/online-visit-log/${subscriptionId}`, { token });
    const saved = await api().call(log.status === 200 ? 'PUT' : 'POST', `/api/online-visit-log/${subscriptionId}`, { token, body });
    expect(saved.status, saved.body.message).toBeLessThan(300);
  };

  const upload = async (token: string, subscriptionId: string, action: 'cardID' | 'selfie') => {
    const form = new FormData();
    form.append('file', new Blob([PNG], { type: 'image/png' }), `${action}.png`);
    const response = await fetch(`${server().apiBase()}/api/subscription/${subscriptionId}/private-file?action=${action}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(response.status).toBe(201);
  };

  const holdCharge = async (token: string, subscriptionId: string, amount: number) => {
    const card = await api().call('POST', '/sandbox-card/tokens', {
      token,
      body: { number: '4242424242424242', expMonth: 12, expYear: new Date().getUTCFullYear() + 3, cvc: '123' },
    });
    expect(card.status, card.body.message).toBe(201);
    const held = await api().call('POST', `/api/v2/subscription/hold-charge/${subscriptionId}`, {
      token,
      body: { cardToken: first<{ id: string }>(card).id, idempotencyKey: `hold-${subscriptionId}`, amount },
    });
    expect(held.status, held.body.message).toBe(201);
  };

  const products = async (token: string, productType: string) =>
    (await api().call('GET', `/api/products?productType=${productType}`, { token })).body.data as Product[];

  const named = <T extends { productName?: string; variationName?: string }>(items: T[], name: string): T => {
    const found = items.find((item) => item.productName === name || item.variationName === name);
    if (!found) throw new Error(`${name} is not in the catalogue`);
    return found;
  };

  const couponId = async (token: string, code: string) =>
    ((await api().call('GET', '/api/coupons?limit=49', { token })).body.data as { _id: string; code: string }[]).find((coupon) => coupon.code === code)?._id ??
    '';

  // What the scenarios below share: a patient who registers for ed from the start, and an intruder.
  const state = {
    owner: { token: '', patientId: '' },
    intruder: { token: '', patientId: '' },
    subscription: '',
    sildenafil: null as Product | null,
  };

  describe('catalogue', () => {
    it('lists the products of each type with variations, doses and their starting prices', async () => {
      const { token } = await newPatient('catalogue.reader@example.com');
      const all = (await api().call('GET', '/api/products', { token })).body.data as Product[];
      expect(new Set(all.map((product) => product.productType))).toEqual(new Set(['ed', 'hl', 'wl', 'ag']));
      const ed = await products(token, 'ed');
      expect(ed.map((product) => product.productName)).toEqual(['Sildenafil', 'Tadalafil']);
      const sildenafil = named(ed, 'Sildenafil');
      expect(sildenafil.variations.map((variation) => variation.ranking)).toEqual([1, 2]);
      expect(sildenafil.mainImgUrl).toBe('/products/sildenafil.svg');
      // 25 mg generic at $1.70 a tablet in 3-month deliveries of 4 a month: $6.80 a month.
      expect(sildenafil.productPricing).toEqual({ currency: 'USD', startingPricePerMonth: 6.8, startingPricePerUnit: 1.7 });
      expect((await api().call('GET', '/api/products?productType=xx', { token })).status).toBe(400);
      // Public: an entry page prices the line before any account exists.
      const anonymous = await api().call('GET', '/api/products?productType=ed');
      expect(anonymous.status).toBe(200);
      expect((anonymous.body.data as Product[]).map((product) => product.productPricing)).toEqual(ed.map((product) => product.productPricing));
    });

    it('prices every option of a product, or of every product of its type', async () => {
      const { token } = await newPatient('pricing.reader@example.com');
      const sildenafil = named(await products(token, 'ed'), 'Sildenafil');
      const own = await api().call('GET', `/api/products/${sildenafil._id}/product-pricing?listAllProducts=false`, { token });
      const rows = own.body.data as (Json & {
        productName: string;
        variationName: string;
        doseId: string;
        weight: number;
        frequencyOfReception: number;
        frequencyOfDelivery: number;
      })[];
      expect(new Set(rows.map((row) => row.productName))).toEqual(new Set(['Sildenafil']));
      const generic50 = rows.find(
        (row) => row.variationName === 'Generic Sildenafil' && row.weight === 50 && row.frequencyOfReception === 8 && row.frequencyOfDelivery === 3,
      );
      // $3 a tablet regular, $2.50 in 3-month deliveries: 8 a month x 3 months.
      expect(generic50).toMatchObject({
        unitsPerDelivery: 24,
        strikeThroughPrice: 72,
        price: 60,
        couponDiscount: 0,
        offerPrice: 60,
        pricePerMonth: 20,
        pricePerUnit: 2.5,
      });
      // The inactive Viagra 25 mg is not offered.
      const viagra = named(sildenafil.variations, 'Viagra®');
      const inactive = viagra.doses.find((dose) => dose.status === 'inactive');
      expect(rows.some((row) => row.doseId === inactive?._id)).toBe(false);
      const everyEd = await api().call('GET', `/api/products/${sildenafil._id}/product-pricing?listAllProducts=true`, { token });
      expect(new Set((everyEd.body.data as { productName: string }[]).map((row) => row.productName))).toEqual(new Set(['Sildenafil', 'Tadalafil']));
      expect((await api().call('GET', `/api/products/${'f'.repeat(24)}/product-pricing`, { token })).status).toBe(404);
      // Public without a subscription (the same rows as a signed-in patient's); a subscription's coupons need its owner's token.
      expect((await api().call('GET', `/api/products/${sildenafil._id}/product-pricing?listAllProducts=true`)).body.data).toEqual(everyEd.body.data);
    });

    it('writes the catalogue in the language asked for, with the same ids, names on the label and prices', async () => {
      const { token } = await newPatient('catalogo.lector@example.com');
      const get = async (path: string) => (await api().call('GET', path, { token })).body.data as Json[];
      const spanishProducts = (await get('/api/products?productType=ed&lang=es')) as Product[];
      const englishProducts = await products(token, 'ed');
      const ids = (list: Product[]) =>
        list.map((product) => [
          product._id,
          product.productName,
          product.productPricing,
          product.variations.map((variation) => [variation._id, variation.doses.map((dose) => [dose._id, dose.price, dose.strength])]),
        ]);
      expect(ids(spanishProducts)).toEqual(ids(englishProducts));
      const sildenafil = named(spanishProducts, 'Sildenafil');
      expect(sildenafil.productDescription).toMatch(/^El principio activo de Viagra®/);
      const generic = named(sildenafil.variations, 'Sildenafil genérico');
      expect(generic.doses.find((dose) => dose.weight === 50)?.description).toBe('La dosis inicial habitual.');

      const spanishRows = await get(`/api/products/${sildenafil._id}/product-pricing?lang=es`);
      const englishRows = await get(`/api/products/${sildenafil._id}/product-pricing`);
      expect(spanishRows.map((row) => ({ ...row, variationName: null }))).toEqual(englishRows.map((row) => ({ ...row, variationName: null })));
      expect(new Set(spanishRows.map((row) => row.variationName))).toEqual(new Set(['Sildenafil genérico', 'Viagra®']));

      const welcome = (await get('/api/coupons?lang=es-US')).find((coupon) => coupon.code === 'WELCOME20');
      expect(welcome).toMatchObject({ name: '$20 de descuento en su primer envío', discountValue: 20 });
      const addons = await get('/api/addons?appliesTo=wl&lang=es');
      expect(addons.map((addon) => addon._id)).toEqual((await get('/api/addons?appliesTo=wl')).map((addon) => addon._id));
      expect(addons.find((addon) => addon.price === 6.99)).toMatchObject({ name: 'Contenedor para agujas usadas' });
      // A language the backend does not have reads English.
      expect(await get('/api/coupons?lang=de')).toEqual(await get('/api/coupons'));
    });

    it('lists coupons and add-ons by action, product type and status', async () => {
      const { token } = await newPatient('offers.reader@example.com');
      const codes = async (query: string) =>
        ((await api().call('GET', `/api/coupons?${query}`, { token })).body.data as { code: string }[]).map((coupon) => coupon.code);
      expect(await codes('limit=49&action=winback')).toEqual(['COMEBACK30']);
      expect(await codes('limit=49&status=expired')).toEqual(['SUMMER25']);
      expect(await codes('limit=49&appliesTo=wl&status=active')).toEqual(['COMEBACK30', 'QUARTERLY10', 'WELCOME20']);
      expect(await codes('limit=2')).toHaveLength(2);
      expect((await api().call('GET', '/api/coupons?limit=500', { token })).status).toBe(400);
      const addons = await api().call('GET', '/api/addons?limit=49&appliesTo=wl&status=active', { token });
      expect((addons.body.data as { name: string }[]).map((addon) => addon.name)).toEqual(['Priority shipping', 'Sharps container', 'Shipping protection']);
      expect((await api().call('GET', '/api/addons?limit=49')).status).toBe(401);
    });
  });

  describe('registration', () => {
    it("lists a patient's own subscriptions and refuses anyone else's", async () => {
      state.owner = await newPatient('sam@example.com', 'ed');
      state.intruder = await newPatient('eve@example.com', 'ed');
      const { token, patientId } = state.owner;
      expect(await api().call('GET', `/api/subscriptions?patientId=${patientId}`, { token })).toMatchObject({ status: 200, body: { data: [] } });
      expect((await api().call('GET', `/api/subscriptions?patientId=${patientId}`, { token: state.intruder.token })).status).toBe(404);
      expect((await api().call('GET', '/api/subscriptions?patientId=nothex', { token })).status).toBe(400);
      expect((await api().call('GET', `/api/subscriptions?patientId=${patientId}&extra=1`, { token })).status).toBe(400);
    });

    it('creates a subscription in registration, once per product type', async () => {
      const { token } = state.owner;
      const created = await api().call('POST', '/api/subscription', { token, body: { productType: 'ed' } });
      expect(created.status).toBe(201);
      const subscription = first<Subscription>(created);
      expect(subscription).toMatchObject({
        status: 'in_registration',
        productType: 'ed',
        registrationStep: 'basic',
        registrationStepsOrder: ['basic', 'questions', 'globalQuestions', 'treatment', 'payment', 'photo'],
        plan: null,
        coupons: [],
      });
      state.subscription = subscription._id;
      expect((await me(token)).patient.status).toBe('register');
      const again = await api().call('POST', '/api/subscription', { token, body: { productType: 'ed' } });
      expect(again).toMatchObject({ status: 409, body: { message: expect.stringMatching(/already in registration/) } });
      expect((await api().call('POST', '/api/subscription', { token, body: { productType: 'xx' } })).status).toBe(400);
      expect((await api().call('POST', '/api/subscription', { token, body: { productType: 'ed', extra: true } })).status).toBe(400);
      expect((await api().call('GET', `/api/subscription/${state.subscription}`, { token })).status).toBe(200);
    });

    it('moves forward only from a complete step, and back with prev', async () => {
      const { token, patientId } = state.owner;
      const id = state.subscription;
      expect(await step(token, id, 'prev')).toMatchObject({ status: 409, body: { message: expect.stringMatching(/first step/) } });
      const incomplete = await step(token, id, 'next');
      expect(incomplete).toMatchObject({
        status: 409,
        body: { message: 'Please complete The Basics first: your birth date, ZIP code, phone number are missing' },
      });
      await completeBasics(token, patientId);
      await expectStep(token, id, 'questions');
      expect(await step(token, id, 'next')).toMatchObject({
        status: 409,
        body: { message: expect.stringMatching(/^Please answer every question of the questionnaire first/) },
      });
      const back = await step(token, id, 'prev');
      expect(first<Subscription>(back).registrationStep).toBe('basic');
      await expectStep(token, id, 'questions');
      await answerQuestionnaire(token, id, 'edQuestions', 'productType=ed');
      await expectStep(token, id, 'globalQuestions');
      expect(await step(token, id, 'next')).toMatchObject({ status: 409, body: { message: expect.stringMatching(/your medical history/) } });
      await answerQuestionnaire(token, id, 'globalQuestions', 'isGlobalQuestion=true&gender=male');
      await expectStep(token, id, 'treatment');
      expect(await step(token, id, 'next')).toMatchObject({ status: 409, body: { message: 'Please choose your treatment first' } });
    });

    it('checks a treatment choice against the catalogue and writes the plan', async () => {
      const { token } = state.owner;
      const id = state.subscription;
      const sildenafil = named(await products(token, 'ed'), 'Sildenafil');
      state.sildenafil = sildenafil;
      const generic = named(sildenafil.variations, 'Generic Sildenafil');
      const dose50 = generic.doses.find((dose) => dose.weight === 50) as Dose;
      const choice = {
        productId: sildenafil._id,
        variationId: generic._id,
        doseId: dose50._id,
        frequencyOfReception: 8,
        frequencyOfDelivery: 3,
        packageType: 'bottle',
      };
      const put = (body: Json) => api().call('PUT', `/api/subscription/${id}`, { token, body });
      const finasteride = named(await products(token, 'hl'), 'Finasteride');
      const viagra = named(sildenafil.variations, 'Viagra®');
      const addons = (await api().call('GET', '/api/addons?limit=49', { token })).body.data as { _id: string; name: string }[];
      const addon = (name: string) => addons.find((each) => each.name === name)?._id as string;
      const refusals: [Json, RegExp][] = [
        [{ ...choice, productId: finasteride._id }, /not offered for this treatment/],
        [{ ...choice, variationId: named(finasteride.variations, 'Oral Finasteride')._id }, /not one of Sildenafil's/],
        [{ ...choice, variationId: viagra._id, doseId: viagra.doses.find((dose) => dose.status === 'inactive')?._id }, /not available/],
        [{ ...choice, doseId: viagra.doses[1]?._id }, /not one of Generic Sildenafil's/],
        [{ ...choice, frequencyOfReception: 5 }, /offered for 4, 6, 8, 10 uses a month, not 5/],
        [{ ...choice, frequencyOfDelivery: 2 }, /every 1 or 3 months, not 2/],
        [{ ...choice, packageType: 'tube' }, /comes in bottle or blister-pack, not tube/],
        [{ ...choice, addonIds: [addon('Sharps container')] }, /Sharps container is not offered/],
        [{ ...choice, addonIds: [addon('Travel case')] }, /Travel case is not offered/],
      ];
      for (const [body, message] of refusals) {
        const refused = await put(body);
        expect(refused.status, JSON.stringify(body)).toBe(409);
        expect(refused.body.message).toMatch(message);
      }
      expect((await put({ ...choice, frequencyOfDelivery: 'three' })).status).toBe(400);
      const chosen = await put({ ...choice, addonIds: [addon('Shipping protection')] });
      expect(chosen.status, chosen.body.message).toBe(200);
      expect(first<Subscription>(chosen)).toMatchObject({
        plan: {
          productId: sildenafil._id,
          productName: 'Sildenafil',
          variationName: 'Generic Sildenafil',
          doseId: dose50._id,
          weight: 50,
          measure: 'mg',
          frequencyOfReception: 8,
          frequencyOfDelivery: 3,
          packageType: 'bottle',
          productImgUrl: '/products/sildenafil.svg',
          price: 60,
        },
        addons: [{ name: 'Shipping protection', price: 4.99, recurring: true }],
        discountedPrice: 60,
      });
      await expectStep(token, id, 'payment');
    });

    it('applies a coupon code to the subscription and refuses codes that do not apply', async () => {
      const { token } = state.owner;
      const id = state.subscription;
      const apply = (code: string, subscriptionId = id, as = token) =>
        api().call('GET', `/api/patient/apply-coupon-login/${subscriptionId}?code=${encodeURIComponent(code)}`, { token: as });
      const applied = await apply(' welcome20 ');
      expect(applied.status, applied.body.message).toBe(200);
      expect(first<Subscription>(applied)).toMatchObject({ discountedPrice: 40, coupons: [{ code: 'WELCOME20', firstPeriod: 1 }] });
      expect(await apply('WELCOME20')).toMatchObject({ status: 409, body: { message: "The coupon 'WELCOME20' is already applied to this subscription" } });
      expect(await apply('COMEBACK30')).toMatchObject({ status: 409, body: { message: expect.stringMatching(/reactivated/) } });
      expect(await apply('SUMMER25')).toMatchObject({ status: 409, body: { message: "The coupon 'SUMMER25' has expired" } });
      expect(await apply('NOPE')).toMatchObject({ status: 404, body: { message: 'This coupon code is not valid' } });
      expect(await apply('WELCOME20', 'not-an-id')).toMatchObject({
        status: 400,
        body: { message: 'Invalid subscription ID provided for coupon application' },
      });
      expect(await apply('WELCOME20', 'f'.repeat(24))).toMatchObject({ status: 404, body: { message: 'Subscription not found' } });
      expect((await api().call('GET', `/api/patient/apply-coupon-login/${id}`, { token })).status).toBe(400);
    });

    it('prices the subscription with its coupons and add-ons: per period, over two periods, on average, per delivery', async () => {
      const { token } = state.owner;
      const id = state.subscription;
      // Period 1: $72 regular, $60 quarterly price, WELCOME20 takes $20, shipping protection adds $4.99.
      const price = await api().call('GET', `/api/subscription/${id}/price`, { token });
      expect(first(price)).toMatchObject({
        period: 1,
        strikeThroughPrice: 72,
        price: 60,
        couponDiscount: 20,
        offerPrice: 40,
        addonsPrice: 4.99,
        total: 44.99,
        coupons: [{ code: 'WELCOME20', amount: 20 }],
        addons: [{ name: 'Shipping protection', price: 4.99 }],
      });
      const two = await api().call('GET', `/api/subscription-price/${id}?periods=2`, { token });
      expect((two.body.data as { total: number }[]).map((period) => period.total)).toEqual([44.99, 64.99]);
      expect(two.body.total).toBe(109.98);
      expect((await api().call('GET', `/api/subscription-price/${id}?periods=0`, { token })).status).toBe(400);
      // Four 3-month deliveries: 40 + 60 + 60 + 60 = 220 for 12 months and 96 tablets.
      const average = await api().call('GET', `/api/subscription/average-price/${id}`, { token });
      expect(first(average)).toEqual({ months: 12, periods: 4, total: 220, perMonth: 18.33, perPeriod: 55, perUnit: 2.29, strikeThroughPerMonth: 24 });
      const doseId = state.sildenafil?.variations[0]?.doses.find((dose) => dose.weight === 50)?._id;
      const discounts = await api().call('GET', `/api/subscription/${id}/discounts?doseId=${doseId}&frequencyOfReception=8`, { token });
      expect(discounts.body.data).toEqual([
        {
          frequencyOfDelivery: 1,
          unitsPerDelivery: 8,
          strikeThroughPrice: 24,
          price: 24,
          deliveryDiscount: 0,
          couponDiscount: 20,
          offerPrice: 4,
          discountPercent: 83,
          coupons: [expect.objectContaining({ code: 'WELCOME20', amount: 20 })],
        },
        {
          frequencyOfDelivery: 3,
          unitsPerDelivery: 24,
          strikeThroughPrice: 72,
          price: 60,
          deliveryDiscount: 12,
          couponDiscount: 20,
          offerPrice: 40,
          discountPercent: 44,
          coupons: [expect.objectContaining({ code: 'WELCOME20', amount: 20 })],
        },
      ]);
      expect((await api().call('GET', `/api/subscription/${id}/discounts?doseId=${doseId}&frequencyOfReception=7`, { token })).status).toBe(409);
      const tadalafilDose = (await products(token, 'ed'))[1]?.variations[0]?.doses[0]?._id;
      expect((await api().call('GET', `/api/subscription/${id}/discounts?doseId=${tadalafilDose}&frequencyOfReception=4`, { token })).status).toBe(200);
      const finasterideDose = (await products(token, 'hl'))[0]?.variations[0]?.doses[0]?._id;
      expect((await api().call('GET', `/api/subscription/${id}/discounts?doseId=${finasterideDose}&frequencyOfReception=30`, { token })).status).toBe(409);
      const priced = await api().call('GET', `/api/products/${state.sildenafil?._id}/product-pricing?subscriptionId=${id}`, { token });
      expect(
        (priced.body.data as Json[]).find((row) => row.doseId === doseId && row.frequencyOfReception === 8 && row.frequencyOfDelivery === 3),
      ).toMatchObject({ couponDiscount: 20, offerPrice: 40 });
      const form = await api().call('GET', `/api/payment-form?subscriptionId=${id}`, { token });
      expect(first(form)).toMatchObject({
        cardProvider: 'sandbox',
        mode: 'test',
        currency: 'usd',
        holdAmount: 44.99,
        acceptedCards: ['Visa', 'MasterCard', 'American Express', 'Discover'],
      });
      expect(first(await api().call('GET', '/api/payment-form', { token }))).toMatchObject({ holdAmount: null });
    });

    it('refuses to price a subscription without a plan', async () => {
      const { token } = await newPatient('no.plan@example.com', 'hl');
      const subscription = first<Subscription>(await api().call('POST', '/api/subscription', { token, body: { productType: 'hl' } }));
      for (const path of [
        `/api/subscription/${subscription._id}/price`,
        `/api/subscription-price/${subscription._id}?periods=2`,
        `/api/subscription/average-price/${subscription._id}`,
      ]) {
        expect(await api().call('GET', path, { token })).toMatchObject({
          status: 409,
          body: { message: 'Choose a treatment first: this subscription has no plan yet' },
        });
      }
      const sildenafil = named(await products(token, 'ed'), 'Sildenafil');
      const crossed = await api().call('GET', `/api/products/${sildenafil._id}/product-pricing?subscriptionId=${subscription._id}`, { token });
      expect(crossed.status).toBe(409);
    });

    it('needs a held payment, then the ID photo and the selfie, and finishes in review', async () => {
      const { token } = state.owner;
      const id = state.subscription;
      expect(await step(token, id, 'next')).toMatchObject({ status: 409, body: { message: expect.stringMatching(/no payment is held/) } });
      await holdCharge(token, id, 44.99);
      const sildenafil = state.sildenafil as Product;
      const generic = sildenafil.variations[0] as Variation;
      const cheaper = {
        productId: sildenafil._id,
        variationId: generic._id,
        doseId: generic.doses[0]?._id,
        frequencyOfReception: 4,
        frequencyOfDelivery: 1,
        packageType: 'bottle',
      };
      expect(await api().call('PUT', `/api/subscription/${id}`, { token, body: cheaper })).toMatchObject({
        status: 409,
        body: { message: expect.stringMatching(/already held/) },
      });
      await expectStep(token, id, 'photo');
      expect(await step(token, id, 'next')).toMatchObject({ status: 409, body: { message: 'Please upload a photo of your ID and a selfie first' } });
      await upload(token, id, 'cardID');
      expect(await step(token, id, 'next')).toMatchObject({ status: 409, body: { message: 'Please upload a selfie first' } });
      await upload(token, id, 'selfie');
      const done = await step(token, id, 'next');
      expect(done.status).toBe(200);
      const finished = first<Subscription & { registrationDoneDate: string }>(done);
      expect(finished).toMatchObject({ registrationStep: 'done', status: 'pending' });
      expect(Date.parse(finished.registrationDoneDate)).not.toBeNaN();
      const patient = (await me(token)).patient;
      expect(patient.status).toBe('active');
      expect(patient.verify.completed).toBe(true);
      for (const direction of ['next', 'prev'] as const) {
        expect(await step(token, id, direction)).toMatchObject({ status: 409, body: { message: 'Cannot update subscription! Subscription completed.' } });
      }
      const late = await api().call('PUT', `/api/subscription/${id}`, { token, body: cheaper });
      expect(late).toMatchObject({ status: 409, body: { message: expect.stringMatching(/dose change/) } });
    });

    it('starts a new treatment for a patient who finished a registration, with fewer steps and its coupons', async () => {
      const { token, patientId } = state.owner;
      const save15 = await couponId(token, 'SAVE15');
      const comeback = await couponId(token, 'COMEBACK30');
      const winback = await api().call('POST', '/api/subscription/start-new', { token, body: { productType: 'ag', patientId, couponIds: [save15, comeback] } });
      expect(winback).toMatchObject({ status: 409, body: { message: expect.stringMatching(/COMEBACK30/) } });
      const forWl = await api().call('POST', '/api/subscription/start-new', { token, body: { productType: 'wl', patientId, couponIds: [save15] } });
      expect(forWl).toMatchObject({ status: 409, body: { message: "The coupon 'SAVE15' does not apply to this treatment" } });
      expect((await api().call('GET', `/api/subscriptions?patientId=${patientId}`, { token })).body.data).toHaveLength(1);
      const started = await api().call('POST', '/api/subscription/start-new', { token, body: { productType: 'ag', patientId, couponIds: [save15] } });
      expect(started.status, started.body.message).toBe(201);
      expect(first<Subscription>(started)).toMatchObject({
        status: 'in_registration',
        registrationStep: 'questions',
        registrationStepsOrder: ['questions', 'treatment', 'payment'],
        coupons: [{ code: 'SAVE15', firstPeriod: 1 }],
        couponIds: [save15],
      });
      // The patient stays in the patient area.
      expect((await me(token)).patient.status).toBe('active');
      expect((await api().call('POST', '/api/subscription/start-new', { token, body: { productType: 'ag', patientId } })).status).toBe(409);
      const notYet = await api().call('POST', '/api/subscription/start-new', {
        token: state.intruder.token,
        body: { productType: 'hl', patientId: state.intruder.patientId },
      });
      expect(notYet).toMatchObject({ status: 409, body: { message: 'Finish your first registration before starting a new treatment' } });
    });

    it('skips the photo while identity verification is off, and stops a blocked patient at the questions', async () => {
      const { token, patientId } = await newPatient('no.photo@example.com', 'hl');
      const db = server().context.db;
      const id = first<Subscription>(await api().call('POST', '/api/subscription', { token, body: { productType: 'hl' } }))._id;
      await completeBasics(token, patientId);
      await expectStep(token, id, 'questions');
      await answerQuestionnaire(token, id, 'hlQuestions', 'productType=hl&gender=male');
      await expectStep(token, id, 'globalQuestions');
      await answerQuestionnaire(token, id, 'globalQuestions', 'isGlobalQuestion=true&gender=male');
      await expectStep(token, id, 'treatment');
      const finasteride = named(await products(token, 'hl'), 'Finasteride');
      const oral = named(finasteride.variations, 'Oral Finasteride');
      const chosen = await api().call('PUT', `/api/subscription/${id}`, {
        token,
        body: {
          productId: finasteride._id,
          variationId: oral._id,
          doseId: oral.doses[0]?._id,
          frequencyOfReception: 30,
          frequencyOfDelivery: 1,
          packageType: 'bottle',
        },
      });
      expect(first<Subscription>(chosen).plan?.price).toBe(24);
      await expectStep(token, id, 'payment');
      await holdCharge(token, id, 24);
      await expectStep(token, id, 'photo');
      await db.query(`update app_config set doc = jsonb_set(doc, '{value}', 'false') where name = 'identityVerificationEnabled'`);
      try {
        await expectStep(token, id, 'done');
      } finally {
        await db.query(`update app_config set doc = jsonb_set(doc, '{value}', 'true') where name = 'identityVerificationEnabled'`);
      }
      // A new registration is blocked by an answer the app reports (isBlockedUser=true).
      const second = first<Subscription>(await api().call('POST', '/api/subscription', { token, body: { productType: 'hl' } }))._id;
      await expectStep(token, second, 'questions');
      await answerQuestionnaire(token, second, 'hlQuestions', 'productType=hl&gender=male');
      const blocked = await api().call('PUT', `/api/online-visit-log/${second}?isBlockedUser=true`, {
        token,
        body: { questionType: 'hlQuestions', lastQuestionIndex: 0, answers: [] },
      });
      expect(blocked.status, blocked.body.message).toBe(200);
      expect(await step(token, second, 'next')).toMatchObject({ status: 409, body: { message: expect.stringMatching(/review by our medical team/) } });
    });
  });

  describe('access control', () => {
    it("answers another patient's subscription ids exactly like unknown ones, and nothing without a token", async () => {
      const id = state.subscription;
      const { token, patientId } = state.intruder;
      const doseId = state.sildenafil?.variations[0]?.doses[0]?._id;
      const productId = state.sildenafil?._id;
      const attempts: [string, string, Json?][] = [
        ['GET', `/api/subscription/${id}`],
        [
          'PUT',
          `/api/subscription/${id}`,
          { productId, variationId: state.sildenafil?.variations[0]?._id, doseId, frequencyOfReception: 4, frequencyOfDelivery: 1, packageType: 'bottle' },
        ],
        ['PATCH', `/api/v2/subscription/stepper/${id}`, { step: 'prev' }],
        ['GET', `/api/subscription/${id}/discounts?doseId=${doseId}&frequencyOfReception=4`],
        ['GET', `/api/subscription/average-price/${id}`],
        ['GET', `/api/subscription-price/${id}?periods=2`],
        ['GET', `/api/subscription/${id}/price`],
        ['GET', `/api/patient/apply-coupon-login/${id}?code=WELCOME20`],
        ['GET', `/api/products/${productId}/product-pricing?subscriptionId=${id}`],
        ['GET', `/api/payment-form?subscriptionId=${id}`],
        ['GET', `/api/subscriptions?patientId=${state.owner.patientId}`],
        ['POST', '/api/subscription/start-new', { productType: 'wl', patientId: state.owner.patientId }],
      ];
      for (const [method, path, body] of attempts) {
        const foreign = await api().call(method, path, { token, ...(body ? { body } : {}) });
        expect(foreign.status, `${method} ${path}`).toBe(404);
        expect(JSON.stringify(foreign.body)).not.toContain('Sildenafil');
        const anonymous = await api().call(method, path, body ? { body } : {});
        expect(anonymous.status, `${method} ${path} without a token`).toBe(401);
      }
      for (const [method, path, body] of [
        ['POST', '/api/subscription', { productType: 'wl' }],
        ['GET', '/api/payment-form'],
      ] as [string, string, Json?][]) {
        expect((await api().call(method, path, body ? { body } : {})).status, `${method} ${path}`).toBe(401);
      }
      // The owner's data is unchanged by every attempt.
      const owner = first<Subscription>(await api().call('GET', `/api/subscription/${id}`, { token: state.owner.token }));
      expect(owner).toMatchObject({ registrationStep: 'done', couponIds: [expect.any(String)], plan: { weight: 50 } });
      expect((await api().call('GET', `/api/subscriptions?patientId=${patientId}`, { token })).body.data).toEqual([]);
    });
  });
};
