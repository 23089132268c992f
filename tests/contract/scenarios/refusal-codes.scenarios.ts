import { describe, expect, it } from 'vitest';
import { fingerprintOf } from '../../../server/billing/payment-requests';
import { CATALOGUE_COUPONS } from '../../../server/catalogue/catalogue-offers';
import { catalogueId } from '../../../server/catalogue/catalogue-ids';
import { newId } from '../../../server/ids';
import type { RunningReferenceServer } from '../../../server/reference-server';
import { jpegHeader } from '../../support/jpeg-header';
import type { ContractClient } from '../contract-client';

type Patient = { token: string; patientId: string };

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The refusals with their own codes that no other area's scenarios reach: states a patient meets rarely
 * (a payment still in flight, a prescription that has ended, no doctor for the state), set up directly.
 * Every code is checked, with its English message, in contract.test.ts.
 */
export const refusalCodesScenarios = (api: () => ContractClient, server: () => RunningReferenceServer) => {
  const db = () => server().context.db;

  const newPatient = async (email: string): Promise<Patient> => {
    const token = await api().signUpAndIn(email);
    const created = await api().call('POST', '/api/patient', { token, body: { email } });
    const { patientId } = created.body.data?.[0] as { patientId: string };
    return { token, patientId };
  };

  const addSubscription = async (patientId: string, fields: Record<string, unknown>): Promise<string> => {
    const id = newId();
    const doc = { _id: id, patientId, registrationStep: 'done', registrationStepsOrder: ['basic'], ...fields };
    await db().query('insert into subscriptions (id, patient_id, doc) values ($1, $2, $3)', [id, patientId, doc]);
    return id;
  };

  const cancelledAfterApproval = (productType: string, expiredAt: number, couponIds: string[] = []) => ({
    status: 'cancel',
    productType,
    cancellation: { wasApproved: true },
    expiredAt: new Date(expiredAt).toISOString(),
    couponIds,
  });

  const uploadIdPhoto = async (token: string, subscriptionId: string, photo: Uint8Array<ArrayBuffer>) => {
    const form = new FormData();
    form.append('file', new Blob([photo], { type: 'image/jpeg' }), 'id.jpg');
    const response = await fetch(`${server().apiBase()}/api/subscription/${subscriptionId}/private-file?action=cardID`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    return { status: response.status, body: (await response.json()) as { code?: string } };
  };

  describe('refusals a patient meets rarely, each with its own code', () => {
    it('a payment sent again while the first is still being processed', async () => {
      const { token, patientId } = await newPatient('paula.pending@example.com');
      const subscriptionId = await addSubscription(patientId, { status: 'in_registration', productType: 'ed', registrationStep: 'payment' });
      const request = { cardToken: `tok_${newId()}`, idempotencyKey: `pay-${newId()}` };
      await db().query('insert into payment_requests (patient_id, idempotency_key, fingerprint, created_at) values ($1, $2, $3, now())', [
        patientId,
        request.idempotencyKey,
        fingerprintOf('hold-charge', { subscriptionId, ...request }),
      ]);
      const again = await api().call('POST', `/api/v2/subscription/hold-charge/${subscriptionId}`, { token, body: request });
      expect(again).toMatchObject({ status: 409, body: { code: 'payment_in_progress' } });
    });

    it('a renewal without a card on file', async () => {
      const { token, patientId } = await newPatient('rene.renewal@example.com');
      const subscriptionId = await addSubscription(patientId, { status: 'renewal', productType: 'ed' });
      const renewalQuestions = await api().call('GET', '/api/questionnaires?productType=ed&isReQuestionnaire=true', { token });
      const [intro] = renewalQuestions.body.data as { _id: string }[];
      const renewed = await api().call('POST', `/api/subscription/renewal/${subscriptionId}`, {
        token,
        body: { questionnaire: [{ questionId: intro?._id }], idempotencyKey: `renew-${newId()}` },
      });
      expect(renewed).toMatchObject({ status: 409, body: { code: 'no_card_on_file' } });
    });

    it('winback codes that have expired, do not fit the treatment or were used, and a prescription that has ended', async () => {
      const { token, patientId } = await newPatient('wynn.winback@example.com');
      const reactivate = (id: string, winback?: string) =>
        api().call('PATCH', `/api/subscription/reactivate/${id}${winback ? `?winback=${winback}` : ''}`, { token });
      const nextYear = Date.now() + 365 * DAY_MS;

      const hairLoss = await addSubscription(patientId, cancelledAfterApproval('hl', nextYear));
      expect(await reactivate(hairLoss, 'SUMMER25')).toMatchObject({ status: 400, body: { code: 'coupon_expired' } });
      const edOnly = { ...CATALOGUE_COUPONS.find((coupon) => coupon.code === 'COMEBACK30'), _id: catalogueId('coupon:EDBACK10'), code: 'EDBACK10' };
      edOnly.appliesTo = [{ appliesObjType: 'ed', frequencyOfDelivery: [], frequencyOfReception: null }];
      await db().query('insert into coupons (id, code, doc) values ($1, $2, $3)', [edOnly._id, edOnly.code, edOnly]);
      expect(await reactivate(hairLoss, 'EDBACK10')).toMatchObject({ status: 400, body: { code: 'coupon_not_applicable' } });

      const comeback = CATALOGUE_COUPONS.find((coupon) => coupon.code === 'COMEBACK30')?._id ?? '';
      const usedOnce = await addSubscription(patientId, cancelledAfterApproval('wl', nextYear, [comeback]));
      expect(await reactivate(usedOnce, 'COMEBACK30')).toMatchObject({ status: 400, body: { code: 'coupon_already_applied' } });

      const ended = await addSubscription(patientId, cancelledAfterApproval('ag', Date.now() - DAY_MS));
      expect(await reactivate(ended)).toMatchObject({ status: 409, body: { code: 'prescription_ended' } });
    });

    it('a doctor question where no doctor is licensed for the treatment yet', async () => {
      const { token, patientId } = await newPatient('dana.nodoctor@example.com');
      await db().query(`update patients set doc = jsonb_set(doc, '{shipping}', '{"state": "AR"}'::jsonb) where id = $1`, [patientId]);
      const subscriptionId = await addSubscription(patientId, { status: 'pending', productType: 'ed' });
      const asked = await api().call('POST', '/api/chat/question-to-doctor', {
        token,
        body: { category: 'plan', message: 'Can I take it with food?', subscriptionId },
      });
      expect(asked).toMatchObject({ status: 409, body: { code: 'no_doctor_available' } });
    });

    it('an ID photo too small to read, and an image with too many pixels', async () => {
      const { token, patientId } = await newPatient('ivo.image@example.com');
      const subscriptionId = await addSubscription(patientId, { status: 'in_registration', productType: 'hl', registrationStep: 'photo' });
      expect(await uploadIdPhoto(token, subscriptionId, jpegHeader(300, 300))).toMatchObject({ status: 400, body: { code: 'image_too_small' } });
      expect(await uploadIdPhoto(token, subscriptionId, jpegHeader(13_000, 500))).toMatchObject({ status: 413, body: { code: 'image_too_large' } });
    });
  });
};
