import type { OperatorHandlerTable } from '../http/typed-handlers';
import { patientByEmail } from '../ops/patient-by-email';
import type { ServerContext } from '../server-context';
import { auditEntriesOfUser } from './audit-log.repository';

/**
 * The newest entries of the audit log about one patient's health data (`npm run cli -- ops audit --patient
 * <e-mail>`). The e-mail travels in the body, never in an address a log could keep.
 */
export const auditOps = (ctx: ServerContext) =>
  ({
    readAuditLog: async ({ body }) => {
      const { patientUserId } = await patientByEmail(ctx.db, body.patientEmail);
      const entries = await auditEntriesOfUser(ctx.db, patientUserId, body.limit ?? 100);
      return { status: 200, body: { status: 'success', data: entries.map((entry) => ({ ...entry, at: entry.at.toISOString() })) } };
    },
  }) satisfies Partial<OperatorHandlerTable>;
