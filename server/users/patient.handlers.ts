import { maskCard } from '../cards/masked-card';
import type { Caller } from '../contract/operation-router';
import { requireCaller } from '../http/caller';
import { HttpError } from '../http/http-error';
import type { HandlerTable } from '../http/typed-handlers';
import type { ServerContext } from '../server-context';
import { requirePatient } from './current-patient';
import { applyPatientUpdate } from './patient-update';
import { isPhoneTakenByOther, normalizePhone, phoneExists, saveUserWithPhone } from './phone-numbers';
import { findUserBySub, savePatientDoc } from './users.repository';

/** The caller's patient, by an id that must be its own: another patient's id answers like an unknown one. */
const ownPatient = async (ctx: ServerContext, caller: Caller | null, id: string) => {
  const own = await requirePatient(ctx.db, caller);
  if (own.patient._id !== id) throw new HttpError(404, 'Patient not found');
  return own;
};

export const patientHandlers = (ctx: ServerContext) =>
  ({
    updatePatient: async ({ params, body, caller }) => {
      const { user, patient } = await ownPatient(ctx, caller, params.id);
      const today = new Date(ctx.now()).toISOString().slice(0, 10);
      const updated = applyPatientUpdate(patient, body, today);
      // Patient and phone change together or not at all.
      await ctx.db.transaction(async (tx) => {
        await savePatientDoc(tx, updated);
        if (body.phone !== undefined) await saveUserWithPhone(tx, { ...user, phone: normalizePhone(body.phone) });
      });
      return { status: 200, body: { status: 'success', data: [updated] } };
    },

    revealCreditCard: async ({ params, caller }) => {
      const { patient } = await ownPatient(ctx, caller, params.id);
      const card = maskCard(patient.creditCard);
      return { status: 200, body: { status: 'success', data: card ? [card] : [] } };
    },

    checkPhoneNumber: async ({ body, caller }) => {
      // Works before the patient exists too: the caller's own phone is never "taken".
      const user = await findUserBySub(ctx.db, requireCaller(caller).sub);
      if (await isPhoneTakenByOther(ctx.db, body.phone, user?._id ?? null)) throw phoneExists();
      return { status: 200, body: { status: 'success', data: [{ phoneExist: false as const }] } };
    },
  }) satisfies Partial<HandlerTable>;
