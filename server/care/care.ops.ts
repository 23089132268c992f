import type { components } from '../../openapi/operator-api';
import type { OperatorHandlerTable } from '../http/typed-handlers';
import { patientByEmail } from '../ops/patient-by-email';
import type { ServerContext } from '../server-context';
import type { SubscriptionDoc } from '../subscriptions/subscriptions.repository';
import type { PatientDoc, UserDoc } from '../users/users.repository';
import { decideOnSubscription } from './care-decisions';

type CareCase = components['schemas']['CareCase'];
type Row = { doc: SubscriptionDoc; patient: PatientDoc; user: UserDoc; held: number | null };

/** The statuses the care team works on: paid and waiting for them, or for the patient's answer. */
const WAITING = ['pending', 'pre_screened', 'hold', 'in_progress'];

const toCase = ({ doc, patient, user, held }: Row): CareCase => ({
  subscription: doc,
  patient: { email: user.email, firstName: user.firstName ?? null, lastName: user.lastName ?? null, state: patient.shipping?.state ?? null },
  heldAmount: held,
});

/** The care team's side of a treatment: its queue, and its decisions (server/care/care-transitions.ts). */
export const careOps = (ctx: ServerContext) =>
  ({
    listCareQueue: async ({ query }) => {
      const patientId = query.patientEmail ? (await patientByEmail(ctx.db, query.patientEmail)).patientId : null;
      const found = await ctx.db.query<Row>(
        `select s.doc, p.doc as patient, u.doc as user,
           (select sum((c.doc->>'sum')::numeric)::float8 from charges c where c.subscription_id = s.id and c.status = 'hold') as held
         from subscriptions s join patients p on p.id = s.patient_id join users u on u.id = p.user_id
         where ($1::text is null and s.doc->>'status' = any($2::text[])) or s.patient_id = $1
         order by s.created_at, s.id`,
        [patientId, WAITING],
      );
      return { status: 200, body: { status: 'success', data: found.rows.map(toCase) } };
    },
    decideOnSubscription: async ({ params, body }) => {
      const result = await decideOnSubscription(ctx, params.id, { decision: params.decision, message: body?.message, doctorId: body?.doctorId });
      return { status: 200, body: { status: 'success', data: [result] } };
    },
  }) satisfies Partial<OperatorHandlerTable>;
