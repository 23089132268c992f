import type { CareDecision } from '../../care/care-transitions';
import type { SubscriptionDoc } from '../../subscriptions/subscriptions.repository';

/**
 * The notices the backend writes at an event, in Spanish, beside the English it stores as the source
 * (notices.repository.ts): the same facts in Spanish word order. Products keep the names their label
 * prints; amounts keep the US format, since they are charged in dollars.
 */

const PRODUCT_LINES: Readonly<Record<SubscriptionDoc['productType'], string>> = {
  ed: 'la disfunción eréctil',
  hl: 'la caída del cabello',
  wl: 'bajar de peso',
  ag: 'el envejecimiento',
};

/** The treatment as a Spanish notice names it: its product ('Sildenafil'), or its line before one is chosen. */
export const treatmentEs = (subscription: Pick<SubscriptionDoc, 'plan' | 'productType'>): string =>
  subscription.plan?.productName ?? `el tratamiento para ${PRODUCT_LINES[subscription.productType]}`;

/** A date in Spanish: '3 de marzo de 2027'. */
export const daySpanish = (date: Date): string => date.toLocaleDateString('es-US', { timeZone: 'UTC', month: 'long', day: 'numeric', year: 'numeric' });

/** Why a card refused a charge, by the provider's code (sandbox-test-cards.ts, card-on-file.ts). */
const DECLINES_ES: Readonly<Record<string, string>> = {
  generic_decline: 'Su tarjeta fue rechazada.',
  card_declined: 'Su tarjeta fue rechazada.',
  insufficient_funds: 'Su tarjeta no tiene fondos suficientes.',
  expired_card: 'Su tarjeta está vencida.',
  incorrect_cvc: 'El código de seguridad de su tarjeta es incorrecto.',
  no_card_on_file: 'No hay ninguna tarjeta registrada.',
};

type Treatment = Pick<SubscriptionDoc, 'plan' | 'productType'>;

export const orderShippedEs = (subscription: Treatment, carrier: string, trackingNumber: string): string =>
  `Su pedido de ${treatmentEs(subscription)} salió con ${carrier}: número de seguimiento ${trackingNumber}.`;

export const orderDeliveredEs = (subscription: Treatment): string => `Su pedido de ${treatmentEs(subscription)} fue entregado.`;

export const paymentReceivedEs = (amount: string, subscription: Treatment): string =>
  `Recibimos su pago de ${amount} por ${treatmentEs(subscription)}: su envío va camino a la farmacia.`;

export const prescriptionEndedEs = (subscription: Treatment): string =>
  `Su receta de ${treatmentEs(subscription)} terminó: renuévela para seguir recibiendo sus envíos.`;

export const paymentFailedEs = (
  amount: string,
  subscription: Treatment,
  at: Date,
  decline: { readonly code: string; readonly declineCode: string | null; readonly message: string },
): string =>
  `Su pago de ${amount} por ${treatmentEs(subscription)} del ${daySpanish(at)} no se pudo cobrar: ${
    DECLINES_ES[decline.declineCode ?? ''] ?? DECLINES_ES[decline.code] ?? decline.message
  } Su próximo envío espera hasta que se pague.`;

export const renewalChargedEs = (amount: string, subscription: Treatment): string =>
  `Cobramos ${amount} por su próximo envío de ${treatmentEs(subscription)}: va camino a la farmacia.`;

/** A care-team reply: the sender's name, the support team's in Spanish. */
export const newMessageEs = (sender: string | null): string => `Nuevo mensaje de ${sender === null || sender === 'Support' ? 'Soporte' : sender}`;

/** 'su tratamiento con Sildenafil', or 'su tratamiento para la caída del cabello' before a product is chosen. */
export const yourTreatment = (subscription: Treatment): string =>
  subscription.plan?.productName ? `su tratamiento con ${subscription.plan.productName}` : `su tratamiento para ${PRODUCT_LINES[subscription.productType]}`;

const capitalized = (text: string): string => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

export const decisionNoticeEs = (decision: CareDecision, subscription: Treatment, doctorName: string | null): string => {
  const treatment = yourTreatment(subscription);
  const doctor = doctorName ?? 'Su médico';
  switch (decision) {
    case 'approve':
      return `${doctor} aprobó ${treatment}. Su primer pedido va camino a la farmacia.`;
    case 'decline':
      return `${doctor} no pudo recetarle ${treatmentEs(subscription)}: lea el mensaje en Mensajes con el médico. No se le cobró nada.`;
    case 'not-verified':
      return `No pudimos verificar su identidad para ${treatment}: lea nuestro mensaje. No se le cobró nada.`;
    case 'send-back':
      return `Acción necesaria: ${doctor} necesita más información sobre ${treatment}.`;
    case 'hold':
      return `${capitalized(treatment)} está en espera mientras nuestro equipo médico lo revisa con más detalle. Le escribiremos pronto.`;
    case 'pre-screen':
      return `${capitalized(treatment)} pasó la primera revisión: ahora lo revisará un médico.`;
  }
};
