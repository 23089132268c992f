import { HttpError } from '../http/http-error';
import type { OpsRoutes } from '../ops/area-ops';
import { createNotice } from './notices.repository';
import { answerOps, patientByEmail, readOpsBody, textField } from './ops-request';

/**
 * POST /backend/_ops/notices {patientEmail, message, type?, data?}: a notice for a patient, as the
 * billing or care systems would create one; pushed live as a notification. For tests and demos.
 */
export const noticeOps: OpsRoutes = (ops, ctx) => {
  ops.post('/notices', (c) =>
    answerOps(c, async () => {
      const body = await readOpsBody(c);
      const patientEmail = textField(body, 'patientEmail', 254);
      const message = textField(body, 'message', 500);
      const type = textField(body, 'type', 40);
      const data = body.data ?? {};
      if (!patientEmail || !message) throw new HttpError(400, 'Give patientEmail and message');
      if (typeof data !== 'object' || data === null || Array.isArray(data)) throw new HttpError(400, "'data' must be an object");
      const { patientUserId } = await patientByEmail(ctx.db, patientEmail);
      return ctx.db.transaction((tx) =>
        createNotice(tx, { userId: patientUserId, message, type, data: data as Record<string, unknown>, createdAt: new Date(ctx.now()) }),
      );
    }),
  );
};
