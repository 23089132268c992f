import type { AreaSeed } from '../seed/seed-types';
import { createNotice } from './notices.repository';

const HOUR_MS = 60 * 60 * 1000;

/** Notices of the demo patient's first weeks, the latest one unread (chat replies add their own). */
export const seedDemoNotices: AreaSeed = async (tx, demo, ctx) => {
  const hoursAgo = (hours: number) => new Date(ctx.now() - hours * HOUR_MS);
  const notices = [
    {
      hours: 24 * 45,
      type: 'system',
      message: 'Welcome! Your account is ready: complete your profile to get the most out of your care.',
      spanish: '¡Bienvenido! Su cuenta está lista: complete su perfil para aprovechar al máximo su atención.',
      read: true,
    },
    {
      hours: 24 * 40,
      type: 'subscription',
      message: 'Your treatment plan was approved by your doctor.',
      spanish: 'Su médico aprobó su plan de tratamiento.',
      read: true,
    },
    {
      hours: 24 * 38,
      type: 'order',
      message: 'Your order has shipped. Follow it from Order History.',
      spanish: 'Su pedido salió. Sígalo desde el Historial de pedidos.',
      read: true,
    },
    { hours: 6, type: 'order', message: 'Your next shipment is being prepared.', spanish: 'Estamos preparando su próximo envío.', read: false },
  ];
  for (const notice of notices) {
    const created = await createNotice(tx, {
      userId: demo.patientUserId,
      type: notice.type,
      message: notice.message,
      spanish: notice.spanish,
      createdAt: hoursAgo(notice.hours),
    });
    if (notice.read) await tx.query('update notices set has_read = true where id = $1', [created._id]);
  }
};
