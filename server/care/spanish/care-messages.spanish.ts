import { localizeCatalogueText } from '../../catalogue/localized-catalogue';
import { treatmentEs, yourTreatment } from '../../notices/spanish/notices.spanish';
import type { SubscriptionDoc } from '../../subscriptions/subscriptions.repository';
import type { CareDecision } from '../care-transitions';
import type { CareVoices } from '../care-messages';

/**
 * What the doctor or support writes about a decision (care-messages.ts's defaultMessage), in Spanish,
 * stored beside the English so a Spanish reader reads it in Spanish. The plan's variation is named as the
 * Spanish catalogue names it; the product and the doctor keep their names.
 */

const greetingEs = (voices: CareVoices) => (voices.patientFirstName ? `Hola, ${voices.patientFirstName}.` : 'Hola.');

const planLineEs = (subscription: SubscriptionDoc): string => {
  const plan = subscription.plan;
  if (!plan) return treatmentEs(subscription);
  const dose = plan.weight !== undefined ? ` ${plan.weight} ${plan.measure ?? ''}`.trimEnd() : '';
  return `${plan.variationName ? localizeCatalogueText(plan.variationName, 'es') : plan.productName}${dose}`;
};

export const defaultMessageEs = (decision: CareDecision, subscription: SubscriptionDoc, voices: CareVoices): string | null => {
  switch (decision) {
    case 'approve':
      return `${greetingEs(voices)} Soy ${voices.doctorName ?? 'su médico'}. Revisé sus respuestas y aprobé su tratamiento: ${planLineEs(subscription)}. Su primer pedido va camino a la farmacia. Si tiene preguntas o nota efectos secundarios, escríbame aquí.`;
    case 'decline':
      return `${greetingEs(voices)} Revisé sus respuestas. Lo siento, pero ${treatmentEs(subscription)} no es una opción segura para usted por su historial médico, así que no puedo recetárselo. No se le cobró nada: se liberó el pago retenido en su tarjeta. Si tiene preguntas, escríbame aquí.`;
    case 'not-verified':
      return `${greetingEs(voices)} No pudimos verificar su identidad con las fotos que envió, así que ${yourTreatment(subscription)} no pudo empezar. No se le cobró nada: se liberó el pago retenido en su tarjeta. Escríbanos aquí y le ayudaremos a enviar fotos nuevas.`;
    default:
      return null;
  }
};
