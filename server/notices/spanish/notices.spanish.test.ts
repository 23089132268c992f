import { describe, expect, it } from 'vitest';
import { decisionNoticeEs, newMessageEs, paymentFailedEs, prescriptionEndedEs } from './notices.spanish';

const SILDENAFIL = { productType: 'ed' as const, plan: { productName: 'Sildenafil' } };
const NO_PLAN = { productType: 'hl' as const, plan: null };

describe('the notices the backend writes in Spanish', () => {
  it('name the treatment by its product, or by its line before one is chosen', () => {
    expect(prescriptionEndedEs(SILDENAFIL)).toBe('Su receta de Sildenafil terminó: renuévela para seguir recibiendo sus envíos.');
    expect(decisionNoticeEs('approve', SILDENAFIL, 'Dr. Reed')).toBe(
      'Dr. Reed aprobó su tratamiento con Sildenafil. Su primer pedido va camino a la farmacia.',
    );
    expect(decisionNoticeEs('hold', NO_PLAN, null)).toBe(
      'Su tratamiento para la caída del cabello está en espera mientras nuestro equipo médico lo revisa con más detalle. Le escribiremos pronto.',
    );
  });

  it('say why a card refused a payment in Spanish, by the provider’s code, on a Spanish date', () => {
    const at = new Date('2027-03-03T10:00:00Z');
    expect(
      paymentFailedEs('$54.00', SILDENAFIL, at, { code: 'card_declined', declineCode: 'insufficient_funds', message: 'Your card has insufficient funds.' }),
    ).toBe(
      'Su pago de $54.00 por Sildenafil del 3 de marzo de 2027 no se pudo cobrar: Su tarjeta no tiene fondos suficientes. Su próximo envío espera hasta que se pague.',
    );
  });

  it('name the support team in Spanish, and a doctor as they are named', () => {
    expect([newMessageEs(null), newMessageEs('Support'), newMessageEs('Avery Reed')]).toEqual([
      'Nuevo mensaje de Soporte',
      'Nuevo mensaje de Soporte',
      'Nuevo mensaje de Avery Reed',
    ]);
  });
});
