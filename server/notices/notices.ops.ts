import type { OperatorHandlerTable } from '../http/typed-handlers';
import { patientByEmail } from '../ops/patient-by-email';
import type { ServerContext } from '../server-context';
import { createNotice } from './notices.repository';

/** A notice for a patient, as the billing or care systems would create one; pushed live as a notification. */
export const noticeOps = (ctx: ServerContext) =>
  ({
    createPatientNotice: async ({ body }) => {
      const { patientUserId } = await patientByEmail(ctx.db, body.patientEmail);
      const notice = await ctx.db.transaction((tx) =>
        createNotice(tx, { userId: patientUserId, message: body.message, type: body.type, data: body.data ?? {}, createdAt: new Date(ctx.now()) }),
      );
      return { status: 201, body: { status: 'success', data: [notice] } };
    },
  }) satisfies Partial<OperatorHandlerTable>;
