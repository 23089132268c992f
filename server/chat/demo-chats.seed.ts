import { findDoctorUserId } from '../doctors/doctors.repository';
import type { AreaSeed } from '../seed/seed-types';
import { postCareTeamReply } from './care-team-reply';
import { markRead, postMessage } from './chat-messages.repository';
import { openDoctorChat, openSupportChat } from './chats.repository';

const HOUR_MS = 60 * 60 * 1000;

/**
 * The demo patient's chats: a settled support conversation (all read), and the doctor chat of the
 * active treatment (ed first), opened by the doctor's welcome when the plan was approved, where the
 * doctor's latest answer is still unread (the menu badge shows 1).
 */
export const seedDemoChats: AreaSeed = async (tx, demo, ctx) => {
  const hoursAgo = (hours: number) => new Date(ctx.now() - hours * HOUR_MS);
  const patient = { patientId: demo.patientId, patientUserId: demo.patientUserId };
  const fromPatient = (chatId: string, message: string, at: Date, category?: 'order' | 'side-effects') =>
    postMessage(tx, { chatId, userId: demo.patientUserId, message, category, createdAt: at });

  const support = await openSupportChat(tx, patient, hoursAgo(80));
  await fromPatient(support.id, "Hi, my order confirmation says it shipped but the tracking link doesn't work yet. Can you check?", hoursAgo(78), 'order');
  await postCareTeamReply(
    tx,
    support,
    'Hi Jordan, thanks for reaching out! Tracking links can take up to 24 hours to start working after the label is created. Your package is with the carrier and on schedule.',
    hoursAgo(77),
  );
  await fromPatient(support.id, 'Great, thank you!', hoursAgo(76.5));
  await postCareTeamReply(tx, support, "You're welcome! Let us know if there's anything else we can help with.", hoursAgo(76));
  await markRead(tx, support.id, demo.patientUserId, null);
  await tx.query(`update notices set has_read = true where user_id = $1 and doc->'data'->>'chatId' = $2`, [demo.patientUserId, support.id]);

  const assignment = await tx.query<{ subscription_id: string; doctor_id: string; assigned_at: Date; product_name: string | null }>(
    `select a.subscription_id, a.doctor_id, a.assigned_at, s.doc->'plan'->>'productName' as product_name
     from doctor_assignments a join subscriptions s on s.id = a.subscription_id
     where a.patient_id = $1 and a.status = 'active' order by (a.product = 'ed') desc, a.assigned_at limit 1`,
    [demo.patientId],
  );
  const treatment = assignment.rows[0];
  const doctorUserId = treatment ? await findDoctorUserId(tx, treatment.doctor_id) : null;
  if (!treatment || !doctorUserId) return;
  const doctorChat = await openDoctorChat(
    tx,
    { ...patient, subscriptionId: treatment.subscription_id, doctorId: treatment.doctor_id, doctorUserId },
    treatment.assigned_at,
  );
  const welcome = await postCareTeamReply(
    tx,
    doctorChat,
    `Hi Jordan, I'll be looking after your treatment. I've reviewed your answers and approved your plan${treatment.product_name ? ` for ${treatment.product_name}` : ''}. Message me here any time.`,
    treatment.assigned_at,
    `Hola, Jordan. Yo me encargaré de su tratamiento. Revisé sus respuestas y aprobé su plan${treatment.product_name ? ` de ${treatment.product_name}` : ''}. Escríbame aquí cuando quiera.`,
  );
  await tx.query(`update notices set has_read = true where user_id = $1 and doc->'data'->>'messageId' = $2`, [demo.patientUserId, welcome]);
  await fromPatient(doctorChat.id, "I've had a mild headache the last two times I took it. Is that normal?", hoursAgo(26), 'side-effects');
  await postCareTeamReply(
    tx,
    doctorChat,
    "Thanks for letting me know. Mild headaches are a common side effect and usually ease as your body adjusts. Drink plenty of water; acetaminophen is fine if you need it. If a headache is severe or lasts more than a day, tell me and we'll adjust your dose.",
    hoursAgo(20),
  );
};
