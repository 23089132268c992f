import type { Caller } from '../contract/operation-router';
import { readUpload } from '../files/file-store';
import { requireCaller } from '../http/caller';
import { HttpError } from '../http/http-error';
import type { HandlerTable } from '../http/typed-handlers';
import { newId } from '../ids';
import type { ServerContext } from '../server-context';
import { newPatientDoc, newUserDoc } from './new-user-docs';
import { isPhoneTakenByOther, normalizePhone, phoneExists, saveUserWithPhone } from './phone-numbers';
import { findPatientByUser, findUserBySub, listSubscriptionsOfPatient, saveUserDoc, type UserDoc } from './users.repository';
import { latestBilledAmount } from './latest-billed-amount';
import { offersWinback } from './winback-offer';

/** The path `avatar` holds: the app loads it under the API base with its Bearer token. */
export const avatarPath = (fileId: string): string => `/api/user/avatar/${fileId}`;

export const usersHandlers = (ctx: ServerContext) => {
  const currentUser = async (caller: Caller | null): Promise<UserDoc> => {
    const user = await findUserBySub(ctx.db, requireCaller(caller).sub);
    if (!user) throw new HttpError(404, 'User not found');
    return user;
  };

  return {
    getMe: async ({ query, caller }) => {
      const user = await currentUser(caller);
      const patient = await findPatientByUser(ctx.db, user._id);
      const subscriptions = patient ? await listSubscriptionsOfPatient(ctx.db, patient._id) : [];
      const showReactivatePopup = user.showReactivatePopup === true || (await offersWinback(ctx.db, query.winback, subscriptions));
      const billed = patient ? await latestBilledAmount(ctx.db, patient._id) : null;
      return {
        status: 200,
        body: { status: 'success', data: [{ ...user, showReactivatePopup, latestBilledAmount: billed, patient, subscriptions }] },
      };
    },

    createPatient: async ({ body, caller }) => {
      const { sub, email } = requireCaller(caller);
      if (body.email.trim().toLowerCase() !== email) {
        throw new HttpError(400, 'The e-mail does not match the signed-in account');
      }
      const phone = body.phone === undefined ? null : normalizePhone(body.phone);
      const userId = newId();
      const patientId = newId();
      // One transaction: a user without its patient is never left behind.
      await ctx.db.transaction(async (tx) => {
        if (phone && (await isPhoneTakenByOther(tx, phone, null))) throw phoneExists();
        const inserted = await tx.query('insert into users (id, identity_sub, email, phone, doc) values ($1, $2, $3, $4, $5) on conflict do nothing', [
          userId,
          sub,
          email,
          phone,
          newUserDoc(userId, { ...body, phone, email, roles: ['patient'] }),
        ]);
        if (inserted.affectedRows === 0) throw new HttpError(409, 'A patient already exists for this account');
        await tx.query('insert into patients (id, user_id, doc) values ($1, $2, $3)', [
          patientId,
          userId,
          newPatientDoc(patientId, body.productType ? 'register' : 'active'),
        ]);
      });
      return { status: 201, body: { status: 'success', data: [{ userId, patientId }] } };
    },

    updateUser: async ({ params, body, caller }) => {
      const user = await currentUser(caller);
      // Only yourself: anyone else's id answers like an unknown one.
      if (user._id !== params.id) throw new HttpError(404, 'User not found');
      const name = (value: string | undefined, field: string): string | undefined => {
        if (value === undefined) return undefined;
        const text = value.trim();
        if (!text) throw new HttpError(400, `Invalid body: '${field}' must not be blank`);
        return text;
      };
      const notificationPreference = { ...user.notificationPreference, ...body.notificationPreference };
      const updated: UserDoc = {
        ...user,
        firstName: name(body.firstName, 'firstName') ?? user.firstName ?? null,
        lastName: name(body.lastName, 'lastName') ?? user.lastName ?? null,
        phone: body.phone === undefined ? (user.phone ?? null) : normalizePhone(body.phone),
        chatNoticeAlert: body.chatNoticeAlert ?? user.chatNoticeAlert,
        // Only 'not now' to the reactivation popup: the server alone offers it.
        showReactivatePopup: body.showReactivatePopup ?? user.showReactivatePopup,
        notificationPreference,
      };
      await ctx.db.transaction(async (tx) => {
        await saveUserWithPhone(tx, updated);
        // The patient carries the same preferences (spec §3): they never disagree.
        await tx.query(`update patients set doc = jsonb_set(doc, '{notificationPreference}', $2) where user_id = $1`, [user._id, notificationPreference]);
      });
      return { status: 200, body: { status: 'success', data: [updated] } };
    },

    setAvatar: async ({ raw, caller }) => {
      const user = await currentUser(caller);
      const upload = await readUpload(raw, 'file');
      const file = await ctx.files.save({ ownerUserId: user._id, kind: 'avatar', bytes: upload.bytes, originalName: upload.name });
      const updated: UserDoc = { ...user, avatar: avatarPath(file.id) };
      await saveUserDoc(ctx.db, updated);
      return { status: 200, body: { status: 'success', data: [updated] } };
    },

    getAvatar: async ({ params, caller }) => {
      const user = await currentUser(caller);
      const file = await ctx.files.find(params.fileId, user._id);
      // Other kinds of file (ID photos, medical files) have their own routes and rules.
      if (!file || file.kind !== 'avatar') throw new HttpError(404, 'File not found');
      return { status: 200, body: await ctx.files.respond(file.id, user._id) };
    },
  } satisfies Partial<HandlerTable>;
};
